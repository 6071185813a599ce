import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowboxWidget } from './flowbox-widget';

function renderFlowbox(flowKey?: string) {
  const view = render(
    <MemoryRouter initialEntries={['/nn/inspirasjon']}>
      <FlowboxWidget
        widget={{ id: 'w1', images: [], type: 'FLOWBOX', flowKey, heading: 'Frå kundane' }}
      />
    </MemoryRouter>,
  );
  const frame = view.container.querySelector('iframe');
  const tell = (data: unknown, source: Window | null = frame?.contentWindow ?? null) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source }));
    });
  return { view, frame, tell };
}

afterEach(cleanup);

describe('FlowboxWidget', () => {
  it('frames the embed page in the page language, and shows nothing without a flow key', () => {
    const { frame } = renderFlowbox('atvhuset');
    expect(frame?.getAttribute('src')).toBe('/embed/flowbox/atvhuset?locale=nn-NO');
    expect(renderFlowbox(undefined).view.container.innerHTML).toBe('');
  });

  it("takes the flow's height from its own embed page only", () => {
    const { frame, tell } = renderFlowbox('atvhuset');
    tell({ flowbox: 'height', height: 0 });
    expect(frame?.style.height).toBe('');
    tell({ flowbox: 'height', height: 612 });
    expect(frame?.style.height).toBe('612px');
    tell({ flowbox: 'height', height: 90 }, window);
    tell({ flowbox: 'height', height: 'tall' });
    expect(frame?.style.height).toBe('612px');
  });

  it('goes when Flowbox cannot load, leaving no empty box', () => {
    const { view, tell } = renderFlowbox('atvhuset');
    tell({ flowbox: 'failed' }, window);
    expect(view.container.querySelector('.flowbox-widget')).not.toBeNull();
    tell({ flowbox: 'failed' });
    expect(view.container.innerHTML).toBe('');
  });
});
