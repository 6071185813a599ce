/**
 * Runs `run` in a task of its own, after what is waiting (input first): a message to itself,
 * which a background tab does not hold back as it does timers.
 */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
