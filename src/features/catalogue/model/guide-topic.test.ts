// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guideTopic } from './guide-topic';

describe('guideTopic', () => {
  it('takes the most specific category with a guide, in nb and nn', () => {
    expect(guideTopic(['atv-utv-deler', 'bremser', 'bremseklosser'])).toBe('brakes');
    expect(guideTopic(['atv-utv-delar', 'bremsar', 'bremseklossar'])).toBe('brakes');
    expect(guideTopic(['lys', 'lyspaerer', 'led-paerer'])).toBe('bulbs');
    expect(guideTopic(['tilhengarutstyr', 'stroppar-og-surring'])).toBe('loadSecuring');
  });

  it('falls back to the top category, then to the general guide', () => {
    expect(guideTopic(['tilhengerutstyr', 'ukjent'])).toBe('trailer');
    expect(guideTopic([])).toBe('general');
  });
});
