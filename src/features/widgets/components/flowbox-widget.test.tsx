import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_SANDBOX, FlowboxWidget } from './flowbox-widget';

function renderFlowbox(flowKey?: string) {
  const view = render(
    <MemoryRouter initialEntries={['/nn/inspirasjon']}>
      <FlowboxWidget
        widget={{ id: 'w1', images: [], type: 'FLOWBOX', flowKey, heading: 'Frå kundane' }}
      />
    </MemoryRouter>,
  );
  const frame = view.container.querySelector('iframe');
  // The sandboxed embed page's messages come from an opaque origin: 'null'.
  const tell = (
    data: unknown,
    source: Window | null = frame?.contentWindow ?? null,
    origin = 'null',
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { view, frame, tell };
}

afterEach(cleanup);

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Missing');
  return value;
}

describe('FlowboxWidget', () => {
  it('frames the embed page in the page language, and shows nothing without a flow key', () => {
    const { frame } = renderFlowbox('atvhuset');
    expect(frame?.getAttribute('src')).toBe('/embed/flowbox/atvhuset?locale=nn-NO');
    expect(renderFlowbox(undefined).view.container.innerHTML).toBe('');
  });

  it("sandboxes the frame: Flowbox's script never runs as the shop's origin", () => {
    const { frame } = renderFlowbox('atvhuset');
    expect(frame?.getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(EMBED_SANDBOX).toContain('allow-scripts');
    expect(EMBED_SANDBOX).not.toContain('allow-same-origin');
  });

  it("takes the flow's height from its own embed page only", () => {
    const { frame, tell } = renderFlowbox('atvhuset');
    tell({ flowbox: 'height', height: 0 });
    expect(frame?.style.height).toBe('');
    tell({ flowbox: 'height', height: 612 });
    expect(frame?.style.height).toBe('612px');
    tell({ flowbox: 'height', height: 90 }, window);
    tell({ flowbox: 'height', height: 'tall' });
    // The shop's own origin is not the sandboxed embed's.
    tell({ flowbox: 'height', height: 90 }, frame?.contentWindow ?? null, location.origin);
    expect(frame?.style.height).toBe('612px');
  });

  it('hides a frame whose page never says it is the embed (an error page), until it does', () => {
    vi.useFakeTimers();
    try {
      const { view, frame, tell } = renderFlowbox('atvhuset');
      const section = () => view.container.querySelector<HTMLElement>('.flowbox-widget');
      fireEvent.load(must(frame));
      act(() => {
        vi.advanceTimersByTime(1500);
      });
      expect(section()?.hidden).toBe(true);
      tell({ flowbox: 'ready' });
      expect(section()?.hidden).toBe(false);
      // A frame that said so first is never hidden by its load.
      fireEvent.load(must(frame));
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(section()?.hidden).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes when Flowbox cannot load, leaving no empty box', () => {
    const { view, tell } = renderFlowbox('atvhuset');
    tell({ flowbox: 'failed' }, window);
    expect(view.container.querySelector('.flowbox-widget')).not.toBeNull();
    tell({ flowbox: 'failed' });
    expect(view.container.innerHTML).toBe('');
  });
});
