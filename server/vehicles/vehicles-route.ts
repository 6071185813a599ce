import type { IncomingMessage, ServerResponse } from 'node:http';
import { manufacturers, models, years } from './catalogue.js';
import { basicAuthOk } from '../http/basic-auth.js';
import { sendJson, sendJsonError } from '../http/send.js';

export const VEHICLE_API_USER = 'storefront';

// Reference data: browsers may keep it a day. "private" because the request carries credentials.
const CACHE = { 'cache-control': 'private, max-age=86400' };

/** GET /api/vehicles/{GetManufacturers|GetYears|GetModels}, basic authorization (spec §7). */
export function vehiclesRoute(password: string) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    // No WWW-Authenticate header: it would make browsers pop up a login dialog for a fetch().
    if (!basicAuthOk(req.headers.authorization, VEHICLE_API_USER, password)) {
      await sendJsonError(req, res, 401, 'Basic authorization required', 'UNAUTHENTICATED');
      return;
    }
    const action = url.pathname.slice('/api/vehicles/'.length);
    const manufacturer = url.searchParams.get('manufacturer')?.trim() ?? '';
    switch (action) {
      case 'GetManufacturers':
        return sendJson(req, res, 200, manufacturers(), CACHE);
      case 'GetYears':
        if (!manufacturer) return badRequest(req, res, 'manufacturer is required');
        return sendJson(req, res, 200, years(manufacturer), CACHE);
      case 'GetModels': {
        const year = Number(url.searchParams.get('year'));
        if (!manufacturer || !Number.isInteger(year) || year <= 0)
          return badRequest(req, res, 'manufacturer and year are required');
        return sendJson(req, res, 200, models(manufacturer, year), CACHE);
      }
      default:
        return sendJsonError(req, res, 404, `Unknown vehicle endpoint ${action}`, 'NOT_FOUND');
    }
  };
}

const badRequest = (req: IncomingMessage, res: ServerResponse, message: string) =>
  sendJsonError(req, res, 400, message, 'BAD_REQUEST');
