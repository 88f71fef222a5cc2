#ifndef A11Y_AUDIT_LIBXML2_DIAGNOSTICS_H
#define A11Y_AUDIT_LIBXML2_DIAGNOSTICS_H
// libxml2 reports some problems (encoding conversion, I/O) on its "generic" error channel, whose handler
// is a C variadic function: Swift cannot write one, so this target formats the message and hands the
// finished line to a Swift callback.

/// Where formatted generic messages go: `deliver(owner, message)` is called once per message.
struct a11y_libxml2_message_sink {
    void (*deliver)(void *owner, const char *message);
    void *owner;
};

/// Routes the calling thread's libxml2 generic messages to `sink` until the next call; `NULL` restores
/// libxml2's default (stderr). libxml2 keeps this handler per thread.
void a11y_libxml2_capture_generic_messages(struct a11y_libxml2_message_sink *sink);

#endif
