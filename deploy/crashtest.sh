#!/usr/bin/env bash
# Power-cut tests: kill `colt serve` with SIGKILL at 50 random points of a
# scripted 6-player game (restart each time, finish, compare with an
# uninterrupted replay), and at 60 random points of three games with bot
# seats (every game must finish, no acknowledged command lost). Prints the
# figures.
source "$(dirname "$0")/lib.sh"
cd "$REPO_DIR"
go test ./cmd/colt -run 'TestCrashResume' -count=1 -v | grep -E '^crash test|^(ok|FAIL|---)'
