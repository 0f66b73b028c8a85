/** JSON-schema pieces every module shares. */
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;

export const idList = { type: 'array', items: id, maxItems: 1000, uniqueItems: true } as const;

export const nullable = (type: string) => ({ type: [type, 'null'] });

/** Params of `/<prefix>/:id/<sub>/:<name>`. */
export const idAndParams = (name: string) =>
  ({ type: 'object', required: ['id', name], properties: { id, [name]: id } }) as const;
