#ifndef A11Y_AUDIT_UNNAMED_FILE_H
#define A11Y_AUDIT_UNNAMED_FILE_H
// Files with no name until they are complete (Linux's O_TMPFILE): a process killed while writing one leaves
// nothing behind, not even with SIGKILL. O_TMPFILE is a macro Swift cannot import, and its value differs by
// architecture, hence these few lines of C.

/// Opens a new file with no name in `directory`, for writing, with permissions `mode` (less the umask); -1 with
/// errno set where the system or the file system has no such files (EOPNOTSUPP, EISDIR, EINVAL, ENOENT…).
int a11y_audit_open_unnamed_file(const char *directory, unsigned int mode);

/// Gives the unnamed file open as `descriptor` the name `path` (which must not exist); 0, or -1 with errno set.
int a11y_audit_name_unnamed_file(int descriptor, const char *path);

#endif
