import type { GetWidgetAreaQueryVariables } from '@/graphql/generated/operations';

/**
 * The front page's area: the one area of family Frontpage (page type 'Front Page'). A module of
 * its own: the start page's loader, part of the first load, needs this and nothing else here.
 */
export const FRONT_PAGE_AREA: GetWidgetAreaQueryVariables = { family: 'Frontpage' };
