/* DO NOT EDIT: the config sections of the "file-tools" extension, generated from the merged schema. Run `npm run gen:types`. */

/**
 * The config sections the "file-tools" extension owns, by dotted path.
 */
export interface FileToolsSections {
  file_download: FileDownloadConfig;
  file_upload: FileUploadConfig;
  file_upload_bundle: FileUploadBundleConfig;
}
/**
 * The file_download tool, registered only when url is set: GET url + the file's name, streamed into the agent's workspace with the size limit enforced while streaming (outbound rules of http_request; redirects stay on the endpoint's host).
 */
export interface FileDownloadConfig {
  /**
   * Download endpoint (only ever taken from config); the file name the model gives is appended as a path. Unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every download request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest file downloaded, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds a download may take.
   */
  timeout_secs: number;
  /**
   * Private or loopback hosts the endpoint may be on despite SSRF protection ("10.0.0.5", "127.0.0.1:8080").
   */
  allowed_private_hosts: string[];
}
/**
 * The file_upload tool, registered only when url is set: one workspace file sent as multipart/form-data; a file over the limit is refused before anything is sent.
 */
export interface FileUploadConfig {
  /**
   * Upload endpoint (only ever taken from config); unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every upload request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest file uploaded, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds an upload may take.
   */
  timeout_secs: number;
  /**
   * Multipart form field that carries the file.
   */
  field_name: string;
  /**
   * HTTP method of the upload.
   */
  method: 'POST' | 'PUT';
}
/**
 * The file_upload_bundle tool: several workspace files in one multipart/form-data request, registered only when url is set; refused before sending when over any limit.
 */
export interface FileUploadBundleConfig {
  /**
   * Upload endpoint (only ever taken from config); unset or empty registers no tool.
   */
  url: string | null;
  /**
   * Headers sent with every bundle upload request (often credentials); header name to value.
   */
  headers: {
    [k: string]: string;
  };
  /**
   * Largest single file in a bundle, in bytes.
   */
  max_file_size_bytes: number;
  /**
   * Seconds a bundle upload may take.
   */
  timeout_secs: number;
  /**
   * Multipart form field that carries each file.
   */
  field_name: string;
  /**
   * HTTP method of the upload.
   */
  method: 'POST' | 'PUT';
  /**
   * Files in one bundle at most.
   */
  max_files: number;
  /**
   * Total size of one bundle at most, in bytes.
   */
  max_total_size_bytes: number;
  /**
   * Bytes of the endpoint response body kept at most.
   */
  max_response_body_bytes: number;
}

// Types kernel.config('<path>') for these sections, with no type argument.
declare module '../../kernel/index.js' {
  interface SectionTypes {
    file_download: FileDownloadConfig;
    file_upload: FileUploadConfig;
    file_upload_bundle: FileUploadBundleConfig;
  }
}
