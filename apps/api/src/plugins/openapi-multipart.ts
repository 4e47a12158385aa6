import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form of a multipart upload, for the OpenAPI document only. It cannot be the route's `body`
     * schema: the upload's parts are read as a stream, the parser leaves the body empty, and a body
     * schema would refuse every upload.
     */
    multipartForm?: z.ZodType;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod type provider's OpenAPI transform, with each multipart route's form added as its request body. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const transformed = jsonSchemaTransform(input);
  const form = input.route.config?.multipartForm;
  if (form === undefined) return transformed;
  return { ...transformed, schema: { ...transformed.schema, body: z.toJSONSchema(form, { io: 'input' }) } };
}
