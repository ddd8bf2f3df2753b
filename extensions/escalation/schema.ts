// Config section of the escalation extension: [escalation], where high and critical escalations are sent.
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

export const escalationSection: JsonSchema = s.table('EscalationConfig', 'Escalations: what needs a person, raised by an agent (the escalate tool) or by svc itself (a failing heartbeat, the heartbeat dead man). Every one is logged; high and critical ones are also sent to alert_channels. See docs/guides/delegation-and-heartbeat.md.', {
  alert_channels: s.strList([], 'Channels (<type>.<alias>, to their default target) that receive high and critical escalations, best effort: a failed send is logged, never retried by the caller, and never holds up a turn. The same alert is sent once per 10 minutes, and at most 30 alerts an hour in all. Empty: escalations are only logged, and the escalate tool is not offered.'),
});
