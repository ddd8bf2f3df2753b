// A tool the agent may call: the date and time now in an IANA time zone.
import { defineExtension } from 'svc-runtime';
import { toolsPoint } from 'svc-runtime/agent';

const NAME = 'svc-tool-clock';

export default defineExtension({
  name: NAME,
  version: '1.0.0',
  dependsOn: ['agent'],
  apply(kernel) {
    kernel.use(toolsPoint).register({
      name: 'clock',
      description: 'The current date and time in an IANA time zone.',
      parameters: {
        type: 'object',
        additionalProperties: false,
        required: ['tz'],
        properties: { tz: { type: 'string', minLength: 1, maxLength: 64, description: 'An IANA zone, e.g. Europe/Berlin' } },
      },
      handler(args) {
        const tz = String(args.tz);
        try {
          return new Intl.DateTimeFormat('en-GB', { timeZone: tz, dateStyle: 'full', timeStyle: 'long' }).format(new Date());
        } catch {
          return `error: "${tz}" is not an IANA time zone`; // a refusal the model can read and correct
        }
      },
    });
  },
});
