#include "libxml2_diagnostics.h"

#include <stdarg.h>
#include <stdio.h>

// Declared here rather than through <libxml/xmlerror.h> so that this target needs no include path from
// pkg-config; the signature is libxml2's public, stable one.
typedef void (*a11y_libxml2_generic_error_func)(void *context, const char *format, ...);
extern void xmlSetGenericErrorFunc(void *context, a11y_libxml2_generic_error_func handler);

static void a11y_libxml2_format_message(void *context, const char *format, ...) {
    struct a11y_libxml2_message_sink *sink = context;
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    sink->deliver(sink->owner, message);
}

void a11y_libxml2_capture_generic_messages(struct a11y_libxml2_message_sink *sink) {
    if (sink) {
        xmlSetGenericErrorFunc(sink, a11y_libxml2_format_message);
    } else {
        xmlSetGenericErrorFunc(NULL, NULL);
    }
}
