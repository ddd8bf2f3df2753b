// The file-tools extension: owns [file_download], [file_upload] and [file_upload_bundle]; registers those tools (each
// available while its url is set) and the workspace file tools file_read, file_list, file_write and file_edit.
import { defineExtension, type ConfigObject, type ExtensionDefinition, type ProblemReport } from '../../kernel/index.js';
import { urlTargetProblem } from '../../lib/net/targets.js';
import { toolsPoint, type ToolDefinition } from '../agent/api.js';
import type { FileDownloadConfig, FileUploadBundleConfig, FileUploadConfig } from './config.generated.js';
import { fileEdit, fileList, fileRead, fileWrite } from './files.js';
import { fileDownloadSection, fileUploadBundleSection, fileUploadSection } from './schema.js';
import { download, upload, uploadBundle } from './transfer.js';

export const NAME = 'file-tools';

type Endpoint = { readonly url?: string | null; readonly headers: Record<string, string> };

/** The endpoint and headers of a transfer section: an https URL (plain http to loopback only), headers one line each. */
function checkEndpoint(section: string, s: Endpoint, report: ProblemReport): void {
  if (s.url) {
    const problem = urlTargetProblem(s.url, { purpose: 'files', allowPrivate: true, allowPlainHttp: false });
    if (problem) report.add(`${section}.url`, problem);
  }
  for (const [name, value] of Object.entries(s.headers)) {
    // Never quoted: header values are secrets.
    if (/[\r\n\0]/.test(value)) report.add(`${section}.headers.${name}`, 'a header value may not contain a line break or NUL');
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) report.add(`${section}.headers`, `${JSON.stringify(name)} is not a valid header name`);
  }
}

const unset = (section: string) => `${section}.url is not set`;

export default defineExtension({
  name: NAME,
  version: '0.1.0',
  description: 'File transfer tools to configured endpoints (file_download, file_upload, file_upload_bundle) and workspace file tools (file_read, file_list, file_write, file_edit).',
  dependsOn: ['agent'],
  sections: { file_download: fileDownloadSection, file_upload: fileUploadSection, file_upload_bundle: fileUploadBundleSection },
  apply(kernel) {
    const downloadSettings = kernel.config<FileDownloadConfig>('file_download');
    const uploadSettings = kernel.config<FileUploadConfig>('file_upload');
    const bundleSettings = kernel.config<FileUploadBundleConfig>('file_upload_bundle');
    kernel.hooks.validateConfig.tap(NAME, (config: ConfigObject, report) => {
      checkEndpoint('file_download', downloadSettings.of(config), report);
      checkEndpoint('file_upload', uploadSettings.of(config), report);
      checkEndpoint('file_upload_bundle', bundleSettings.of(config), report);
    });
    const tools = kernel.use(toolsPoint);
    const transfer: ToolDefinition[] = [
      {
        name: 'file_download',
        reaches: ['network', 'filesystem'],
        description: "Download a file from the configured download endpoint into the workspace (streamed; size-limited).",
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 1024, description: 'The file on the endpoint, e.g. "report.pdf" or "2024/report.pdf"' },
            save_as: { type: 'string', minLength: 1, description: 'Where to save it, relative to the workspace (default: the file name)' },
          },
        },
        available: ({ config }) => (downloadSettings.of(config).url ? true : unset('file_download')),
        handler: (args, ctx) => {
          const s = downloadSettings();
          if (!s.url) throw new Error(unset('file_download'));
          return download({ name: String(args.name), ...(args.save_as === undefined ? {} : { save_as: String(args.save_as) }) }, s, ctx);
        },
      },
      {
        name: 'file_upload',
        reaches: ['network', 'filesystem'],
        description: 'Upload one workspace file to the configured upload endpoint (multipart/form-data).',
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['path'],
          properties: { path: { type: 'string', minLength: 1, description: 'The file, relative to the workspace' } },
        },
        available: ({ config }) => (uploadSettings.of(config).url ? true : unset('file_upload')),
        handler: (args, ctx) => {
          const s = uploadSettings();
          if (!s.url) throw new Error(unset('file_upload'));
          return upload({ path: String(args.path) }, s, ctx);
        },
      },
      {
        name: 'file_upload_bundle',
        reaches: ['network', 'filesystem'],
        description: 'Upload several workspace files in one multipart/form-data request to the configured bundle endpoint.',
        parameters: {
          type: 'object',
          additionalProperties: false,
          required: ['paths'],
          properties: { paths: { type: 'array', minItems: 1, maxItems: 256, items: { type: 'string', minLength: 1 }, description: 'The files, relative to the workspace' } },
        },
        available: ({ config }) => (bundleSettings.of(config).url ? true : unset('file_upload_bundle')),
        handler: (args, ctx) => {
          const s = bundleSettings();
          if (!s.url) throw new Error(unset('file_upload_bundle'));
          return uploadBundle({ paths: (args.paths as unknown[]).map(String) }, s, ctx);
        },
      },
    ];
    for (const tool of [...transfer, fileRead, fileList, fileWrite, fileEdit]) tools.register(tool);
  },
});
