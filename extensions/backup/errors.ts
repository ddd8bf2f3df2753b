// The backup extension's error codes.
import { defineErrors, EXIT } from '../../kernel/index.js';

export const BACKUP_ERRORS = defineErrors({
  SVC_ERR_BACKUP_FAILED: {
    exit: EXIT.runtime,
    meaning: 'A backup could not be taken: a file or store could not be read, the destination could not be written, or backup.encrypt is set without a secret store key.',
    action: 'Read the message; a failed backup leaves no file behind.',
  },
  SVC_ERR_BACKUP_NOT_FOUND: {
    exit: EXIT.usage,
    meaning: '`svc backup restore` was given a name that is neither a file nor a backup in backup.destination_dir.',
    action: 'Check `svc backup list`, or give the path of the backup file.',
  },
  SVC_ERR_RESTORE_REFUSED: {
    exit: EXIT.runtime,
    meaning: 'A restore was refused before anything was written: the backup is damaged, encrypted without the right key, of another format, or the instance is not empty.',
    action: 'Read the message: give --key-file for an encrypted backup, --force to replace the files of an instance that has some.',
  },
});
