#!/usr/bin/env python3
"""Summarise a HotSpot -XX:+LogCompilation file over a window of JVM uptime.

Tells a deoptimise/recompile cycle (the same methods compiled again and again after uncommon traps) from late
first compilations (code that reaches C2's thresholds only after many calls). Start the benchmark's servers with
  -Dtorchtpu.service.jvmArgs="-XX:+UnlockDiagnosticVMOptions -XX:+LogCompilation -XX:LogFile=/tmp/comp-%p.log"
and find the timed phase's uptime from the benchmark's output times and the JVM's start.

Usage: jit_log_summary.py LOGFILE FROM_SECONDS TO_SECONDS
Prints: the compile time (a compiler thread's task start to its end, wall) of first and of repeated C2
compilations in the window, the most expensive compilations, C2 compile time by library, the uncommon traps hit
(reason, action) and the methods compiled most often over the whole log.
"""
import collections
import re
import sys


def attr(line, key):
    m = re.search(key + r"='([^']*)'", line)
    return m.group(1) if m else None


def library(method):
    for prefix, name in (("io.netty", "netty"), ("io.grpc", "grpc"), ("com.google.protobuf", "protobuf"),
                         ("org.torchtpu.api", "protobuf (generated)"), ("org.torchtpu", "torchtpu"),
                         ("io.micrometer", "micrometer"), ("io.prometheus", "micrometer"),
                         ("org.springframework", "spring"), ("java", "jdk"), ("jdk", "jdk"), ("sun", "jdk")):
        if method.startswith(prefix):
            return name
    return "other"


def main(path, t0, t1):
    compiles = collections.defaultdict(list)  # (method, osr) -> [(start, seconds, c2)]
    traps = collections.Counter()
    current = None
    with open(path, errors="replace") as log:
        for line in log:
            if line.startswith("<task "):
                # C2 tasks carry no level attribute in JDK 17's log; C1 tasks level 1-3
                current = (attr(line, "method"), float(attr(line, "stamp")), attr(line, "level") is None,
                           attr(line, "osr_bci") is not None)
            elif line.startswith("<task_done") and current:
                method, start, c2, osr = current
                compiles[(method, osr)].append((start, float(attr(line, "stamp")) - start, c2))
                current = None
            elif line.startswith("<uncommon_trap thread") and attr(line, "stamp"):
                if t0 <= float(attr(line, "stamp")) <= t1:
                    traps[(attr(line, "reason"), attr(line, "action"))] += 1
    first = [0, 0.0]
    again = [0, 0.0]
    by_library = collections.Counter()
    costly = []
    for (method, osr), runs in compiles.items():
        c2_runs = [r for r in runs if r[2]]
        for i, (start, seconds, _) in enumerate(c2_runs):
            if t0 <= start <= t1:
                bucket = first if i == 0 else again
                bucket[0] += 1
                bucket[1] += seconds
                by_library[library(method)] += seconds
                costly.append((seconds, i + 1, "OSR " if osr else "", method))
    print(f"window {t0}-{t1} s: first C2 compilations {first[0]} ({first[1]:.2f} s), "
          f"repeated {again[0]} ({again[1]:.2f} s)")
    print("C2 compile time by library:", ", ".join(f"{k} {v:.2f} s" for k, v in by_library.most_common()))
    print("most expensive C2 compilations in the window (seconds, which compilation of the method):")
    for seconds, nth, osr, method in sorted(costly, reverse=True)[:15]:
        print(f"  {seconds:6.3f} #{nth} {osr}{method[:150]}")
    print("uncommon traps in the window:", ", ".join(f"{r}/{a} {n}" for (r, a), n in traps.most_common(8)))
    most = sorted(((sum(1 for r in runs if r[2]), m, osr) for (m, osr), runs in compiles.items()), reverse=True)[:5]
    print("most C2 compilations of one method over the whole log:",
          "; ".join(f"{n}x {'OSR ' if osr else ''}{m[:90]}" for n, m, osr in most))


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]))
