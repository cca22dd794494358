#!/usr/bin/env bash
# Power-cut test: kills `colt serve` with SIGKILL at 50 random points of a
# scripted 6-player game, restarts it each time, finishes the game and
# compares with an uninterrupted replay. Prints the figures.
source "$(dirname "$0")/lib.sh"
cd "$REPO_DIR"
go test ./cmd/colt -run TestCrashResume -count=1 -v | grep -E '^crash test|^(ok|FAIL|---)'
