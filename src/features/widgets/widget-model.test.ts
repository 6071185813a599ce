// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GetWidgetAreaQuery } from '@/graphql/generated/operations';
import { toWidgetArea } from './widget-model';

type Area = NonNullable<GetWidgetAreaQuery['widgetArea']>;

const image = {
  fileName: 'bremser.svg',
  type: 'category',
  alt: 'Bremser',
  ratio: 1,
  sizes: [{ folder: '360x360', descriptor: '360w', width: 360 }],
};

const area = (widgets: Area['containers'][number]['widgets']): Area => ({
  id: '1-published',
  family: 'Frontpage',
  areaName: 'Front Page',
  alias: null,
  pageType: 'Front Page',
  isDraft: false,
  revision: 3,
  meta: { title: 'Forside', description: 'Om butikken' },
  tags: ['forside'],
  containers: [{ layout: 'quarter', design: 'contained', widgets }],
});

const widget = (
  type: Area['containers'][number]['widgets'][number]['type'],
  configuration: string,
) => ({
  id: `w-${type}`,
  name: type,
  type,
  configuration,
  images: [image],
});

describe('toWidgetArea', () => {
  it('gives each widget its parsed settings and its images as the image component takes them', () => {
    const model = toWidgetArea(
      area([
        widget(
          'IMAGE',
          JSON.stringify({
            caption: 'Bremser',
            link: { label: 'Bremser', url: 'c/bremser', targetBlank: false },
          }),
        ),
      ]),
    );
    expect(model.meta.title).toBe('Forside');
    const [container] = model.containers;
    expect(container?.layout).toBe('quarter');
    expect(container?.widgets[0]).toMatchObject({
      type: 'IMAGE',
      caption: 'Bremser',
      link: { url: 'c/bremser' },
      images: [{ alt: 'Bremser', ratio: 1, sources: [{ width: 360 }] }],
    });
  });

  it('leaves out a widget whose settings cannot be read, and a container left empty', () => {
    const model = toWidgetArea(area([widget('TEXT', '{not json'), widget('HTML', 'null')]));
    expect(model.containers).toEqual([]);
  });

  it('keeps the type from the answer, not from the settings', () => {
    const model = toWidgetArea(
      area([widget('TEXT', JSON.stringify({ type: 'HTML', text: 'Hei' }))]),
    );
    expect(model.containers[0]?.widgets[0]?.type).toBe('TEXT');
  });
});
