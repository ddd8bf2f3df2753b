// Config sections of the file-tools extension: [file_download], [file_upload] and [file_upload_bundle].
import { s } from '../../kernel/index.js';
import type { JsonSchema } from '../../kernel/index.js';

const headers = (what: string): JsonSchema =>
  s.map(`Headers sent with every ${what} request (often credentials); header name to value.`, { type: 'string' }, { secret: true });

const UPLOAD_METHODS = ['POST', 'PUT'] as const;

export const fileDownloadSection: JsonSchema = s.table(
  'FileDownloadConfig',
  "The file_download tool, registered only when url is set: GET url + the file's name, streamed into the agent's workspace with the size limit enforced while streaming (outbound rules of http_request; redirects stay on the endpoint's host).",
  {
    url: s.optStr('Download endpoint (only ever taken from config); the file name the model gives is appended as a path. Unset or empty registers no tool.'),
    headers: headers('download'),
    max_file_size_bytes: s.int(26214400, 'Largest file downloaded, in bytes.', { min: 0 }),
    timeout_secs: s.int(120, 'Seconds a download may take.', { min: 0 }),
    allowed_private_hosts: s.strList([], 'Private or loopback hosts the endpoint may be on despite SSRF protection ("10.0.0.5", "127.0.0.1:8080").'),
  },
);

export const fileUploadSection: JsonSchema = s.table(
  'FileUploadConfig',
  "The file_upload tool, registered only when url is set: one workspace file sent as multipart/form-data; a file over the limit is refused before anything is sent.",
  {
    url: s.optStr('Upload endpoint (only ever taken from config); unset or empty registers no tool.'),
    headers: headers('upload'),
    max_file_size_bytes: s.int(26214400, 'Largest file uploaded, in bytes.', { min: 0 }),
    timeout_secs: s.int(60, 'Seconds an upload may take.', { min: 0 }),
    field_name: s.str('file', 'Multipart form field that carries the file.'),
    method: s.str('POST', 'HTTP method of the upload.', { enum: UPLOAD_METHODS }),
  },
);

export const fileUploadBundleSection: JsonSchema = s.table(
  'FileUploadBundleConfig',
  'The file_upload_bundle tool: several workspace files in one multipart/form-data request, registered only when url is set; refused before sending when over any limit.',
  {
    url: s.optStr('Upload endpoint (only ever taken from config); unset or empty registers no tool.'),
    headers: headers('bundle upload'),
    max_file_size_bytes: s.int(10485760, 'Largest single file in a bundle, in bytes.', { min: 0 }),
    timeout_secs: s.int(120, 'Seconds a bundle upload may take.', { min: 0 }),
    field_name: s.str('file', 'Multipart form field that carries each file.'),
    method: s.str('POST', 'HTTP method of the upload.', { enum: UPLOAD_METHODS }),
    max_files: s.int(16, 'Files in one bundle at most.', { min: 0 }),
    max_total_size_bytes: s.int(33554432, 'Total size of one bundle at most, in bytes.', { min: 0 }),
    max_response_body_bytes: s.int(4096, 'Bytes of the endpoint response body kept at most.', { min: 0 }),
  },
);
