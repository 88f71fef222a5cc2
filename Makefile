# Homebrew-style installation: `make install` builds the release binary and copies it to $(PREFIX)/bin.
#   make install PREFIX=$HOME/.local      # anywhere on PATH
#   make uninstall PREFIX=$HOME/.local
# On Linux the Swift standard library is linked in (--static-swift-stdlib), so the installed binary runs on a
# machine without the Swift toolchain: it needs only libxml2 and libyaml. macOS ships Swift's runtime itself.
# SCRATCH is SwiftPM's build directory (a test installs from a directory of its own).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SCRATCH ?= .build
STATIC = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
SWIFT_BUILD = swift build -c release --product a11y-audit $(STATIC) --scratch-path "$(SCRATCH)"

.PHONY: build install uninstall

build:
	$(SWIFT_BUILD)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/a11y-audit" "$(BINDIR)/a11y-audit"

uninstall:
	rm -f "$(BINDIR)/a11y-audit"
