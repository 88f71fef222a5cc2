#ifndef A11Y_AUDIT_CLIBYAML_SHIM_H
#define A11Y_AUDIT_CLIBYAML_SHIM_H
// libyaml's event parser, which reads `.a11y-audit.yml`.
#include <yaml.h>
#endif
