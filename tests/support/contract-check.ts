// Checks a response against the OpenAPI document of the app that sent it: the operation is found by
// method and path template, the response by status and media type, and the body must match its schema
// (ajv, JSON Schema 2020-12 with formats). An undocumented status or media type fails the test.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

// ajv-formats is CommonJS: its default export arrives wrapped under NodeNext resolution.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Response {
  content?: Record<string, unknown>;
  $ref?: string;
}
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components?: { responses?: Record<string, Response> };
}

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(private readonly document: object) {
    // Not `discriminator: true`: ajv refuses discriminators with a `mapping`, which the document gives for
    // generators. The oneOf itself is checked: a body must match exactly one member (its `type` or `game`).
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi');
    this.templates = Object.keys((document as Doc).paths).map(template => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  /** Throws when the response is not one the document describes. */
  check(method: string, url: string, status: number, contentType: string | undefined, body: unknown): void {
    const path = new URL(url, 'http://x').pathname;
    const found = this.templates.find(t => t.pattern.test(path));
    if (!found) throw new Error(`${method} ${path}: no such path in the OpenAPI document`);
    const operation = (this.document as Doc).paths[found.template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${found.template}: no such operation in the OpenAPI document`);
    const given = operation.responses[String(status)] ?? operation.responses['default'];
    if (!given) throw new Error(`${method} ${found.template}: status ${status} is not documented`);
    // A shared response (components/responses/Problem404) is followed to where its schema is.
    const shared = given.$ref?.replace(/^#\/components\/responses\//, '');
    const response = shared === undefined ? given : (this.document as Doc).components?.responses?.[shared];
    if (!response) throw new Error(`${method} ${found.template}: ${given.$ref} is not in the document`);
    if (!response.content || status === 304) return;
    const mediaType = (contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!(mediaType in response.content)) {
      throw new Error(`${method} ${found.template} ${status}: media type "${mediaType}" is not documented`);
    }
    if (
      mediaType === 'text/event-stream' ||
      mediaType === 'text/plain' ||
      mediaType === 'text/html' ||
      mediaType === 'text/markdown'
    )
      return;
    const at =
      shared === undefined
        ? ['paths', found.template, method.toLowerCase(), 'responses', String(status)]
        : ['components', 'responses', shared];
    const pointer = [...at, 'content', mediaType, 'schema'].map(escapePointer).join('/');
    this.validate(pointer, body, `${method} ${found.template} ${status}`);
  }

  /** Validates a value against a schema of the document by JSON pointer (e.g. components/schemas/GameEvent). */
  validate(pointer: string, value: unknown, what = pointer): void {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.compiled.set(pointer, validate);
    }
    if (!validate(value)) {
      throw new Error(
        `${what}: the body does not match the OpenAPI document: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 2000)}`,
      );
    }
  }
}
