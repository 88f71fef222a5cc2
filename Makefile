# Homebrew-style installation: `make install` builds the release binary and copies it to $(PREFIX)/bin.
#   make install PREFIX=$HOME/.local      # anywhere on PATH
#   make uninstall PREFIX=$HOME/.local
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin

.PHONY: build install uninstall

build:
	swift build -c release --product a11y-audit

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/a11y-audit" "$(BINDIR)/a11y-audit"

uninstall:
	rm -f "$(BINDIR)/a11y-audit"
