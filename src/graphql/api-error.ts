import { ApolloError, type ServerError } from '@apollo/client';

export interface ApiError {
  status: number;
  message: string;
}

function isServerError(error: unknown): error is ServerError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/**
 * The status and message of a failed API call (the spec: a status of 300 or more is a server
 * error with its status; route errors fall back to 500): an HTTP status of 300 or more
 * is kept, anything else (network down, parse error, GraphQL errors) falls back to 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApolloError) {
    const network = error.networkError;
    if (isServerError(network)) return { status: network.statusCode, message: network.message };
    return { status: 500, message: error.message };
  }
  if (isServerError(error)) return { status: error.statusCode, message: error.message };
  return { status: 500, message: error instanceof Error ? error.message : String(error) };
}
