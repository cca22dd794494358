#!/usr/bin/env bash
# Power-cut tests: kill `colt serve` with SIGKILL at 50 random points of a
# scripted 6-player game (restart each time, finish, compare with an
# uninterrupted replay), and at 60 random points of three games with bot
# seats (every game must finish, no acknowledged command lost), and once
# with the disk full while playing (space freed, play on, SIGKILL, restart:
# no acknowledged command lost). Prints the figures.
source "$(dirname "$0")/lib.sh"
cd "$REPO_DIR"
go test ./cmd/colt -run 'TestCrashResume|TestDiskFullCrashResume' -count=1 -timeout 30m -v | grep -E '^(crash|disk-full) test|^(ok|FAIL|---)'
