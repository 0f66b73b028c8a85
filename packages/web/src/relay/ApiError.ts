export interface GraphQLErrorShape {
  message: string;
  extensions?: { code?: string; errorCode?: string; retryAfterSeconds?: number; [key: string]: unknown };
}

/** A failed GraphQL operation (errors without data) or a failed request. */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly errorCode: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly errors: readonly GraphQLErrorShape[];

  constructor(errors: readonly GraphQLErrorShape[]) {
    super(errors[0]?.message ?? 'Request failed');
    this.name = 'ApiError';
    this.errors = errors;
    const extensions = errors[0]?.extensions ?? {};
    this.code = extensions.code;
    this.errorCode = extensions.errorCode;
    this.retryAfterSeconds =
      typeof extensions.retryAfterSeconds === 'number' ? extensions.retryAfterSeconds : undefined;
  }

  static network(): ApiError {
    return new ApiError([{ message: '', extensions: { code: 'NETWORK_ERROR' } }]);
  }

  get isUnauthenticated(): boolean {
    return this.code === 'UNAUTHENTICATED';
  }
}
