#!/bin/sh
# cargo's runner for aarch64-unknown-linux-gnu (.cargo/config.toml): runs an aarch64
# executable on this machine under qemu-user, with Debian's aarch64 libraries
# (libc6-arm64-cross, in /usr/aarch64-linux-gnu) as its sysroot.
#
# It exports BITFILL_RUNNER, its own absolute path, so that a test which starts a program
# (engines/<game>/tests/cli.rs) starts it through this runner as well: an aarch64 program
# started directly fails with "Exec format error" on an x86_64 host.
#
# Usage: scripts/run-aarch64.sh PROGRAM [ARGS...]   (QEMU_AARCH64 picks another qemu)
set -eu
BITFILL_RUNNER=$(readlink -f "$0")
export BITFILL_RUNNER
exec "${QEMU_AARCH64:-qemu-aarch64}" -L /usr/aarch64-linux-gnu "$@"
