# `make install` builds the distribution binary (the Swift runtime linked statically) and installs it with its man page
# and shell completions (generated from the option tables). PREFIX, DESTDIR and BUILD as in
# scripts/dev/install.sh, e.g. `make install PREFIX=$HOME/.local` or
# `make install DESTDIR=/tmp/pkg PREFIX=/usr`.
PREFIX ?= /usr/local
DESTDIR ?=
BUILD ?= static-stdlib

.PHONY: all install uninstall test

all:
	@echo "make install [PREFIX=/usr/local] [DESTDIR=] [BUILD=static|static-stdlib|dynamic]"

install:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" BUILD="$(BUILD)" scripts/dev/install.sh

uninstall:
	PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" scripts/dev/install.sh --uninstall

test:
	scripts/test.sh
