#!/usr/bin/env python3
"""Times commands interleaved, round by round, so that a noisy machine slows them all alike.

    Benchmarks/interleave.py RUNS LABEL=COMMAND [LABEL=COMMAND ...]

Each round runs every command once, in the order given (output to /dev/null), after one untimed warm-up
round. Prints one JSON object per command: label, median and minimum wall time and median CPU time (user +
system of the command and its children), in seconds. On the project's shared 2-core machines a command's
wall time swings by 10-20 % from minute to minute; running A, B, A, B... and comparing medians and minimums
taken in the same minutes cancels most of that, where timing all of A and then all of B does not.
"""
import json
import resource
import statistics
import subprocess
import sys
import time


def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    runs = int(sys.argv[1])
    commands = [argument.split("=", 1) for argument in sys.argv[2:]]
    for _, command in commands:
        run(command)
    walls = {label: [] for label, _ in commands}
    cpus = {label: [] for label, _ in commands}
    for _ in range(runs):
        for label, command in commands:
            wall, cpu = run(command)
            walls[label].append(wall)
            cpus[label].append(cpu)
    for label, _ in commands:
        print(json.dumps({"label": label, "median": statistics.median(walls[label]), "min": min(walls[label]),
                          "cpu": statistics.median(cpus[label])}))


if __name__ == "__main__":
    main()
