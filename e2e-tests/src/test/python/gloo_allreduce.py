"""The peer of CollectiveWallBenchmark: torch.distributed all-reduce (sum, f32) over gloo.

Run by the benchmark in the same run as ours (only when Python with torch is found; CI never
runs it). Starts `world` processes on this host that meet over loopback TCP, as our ranks do,
and times each all-reduce the way the benchmark times ours: the ranks leave a barrier together,
each times its all-reduce until the result is usable, and one collective's time is the slowest
rank's. Also reports the CPU time per all-reduce summed over the ranks (each process's
time.process_time(), every thread, over the untimed and timed all-reduces of a size, barriers included),
as the benchmark reports ours. Prints one JSON line:
{"world": n, "ms": {bytes: median ms}, "cpu_us": {bytes: us per all-reduce, all ranks}}.

usage: gloo_allreduce.py WORLD SIZES(comma separated bytes) WARMUP ITERATIONS
"""
import json
import os
import socket
import statistics
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp


def run(rank, world, port, sizes, warmup, iterations, out):
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    medians = {}
    cpu_us = {}
    for size in sizes:
        x = torch.full((size // 4,), float(rank + 1), dtype=torch.float32)
        samples = []
        cpu0 = time.process_time()
        for i in range(warmup + iterations):
            y = x.clone()
            dist.barrier()
            t0 = time.perf_counter()
            dist.all_reduce(y, op=dist.ReduceOp.SUM)
            float(y[0])  # the value is usable
            elapsed = time.perf_counter() - t0
            if i >= warmup:
                samples.append(elapsed)
        cpu = (time.process_time() - cpu0) / (warmup + iterations)
        gathered = [None] * world
        dist.all_gather_object(gathered, samples)
        cpus = [None] * world
        dist.all_gather_object(cpus, cpu)
        cpu_us[size] = sum(cpus) * 1e6
        slowest = [max(s[i] for s in gathered) for i in range(iterations)]
        expected = world * (world + 1) / 2
        assert float(y[-1]) == expected, (float(y[-1]), expected)
        medians[size] = statistics.median(slowest) * 1e3
    if rank == 0:
        out.put((medians, cpu_us))
    dist.destroy_process_group()


def main():
    world = int(sys.argv[1])
    sizes = [int(s) for s in sys.argv[2].split(",")]
    warmup, iterations = int(sys.argv[3]), int(sys.argv[4])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ctx = mp.get_context("spawn")
    out = ctx.SimpleQueue()
    procs = [ctx.Process(target=run, args=(r, world, port, sizes, warmup, iterations, out)) for r in range(world)]
    for p in procs:
        p.start()
    medians, cpu_us = out.get()
    for p in procs:
        p.join()
    print(json.dumps({"world": world, "ms": {str(k): v for k, v in medians.items()},
                      "cpu_us": {str(k): v for k, v in cpu_us.items()}}))


if __name__ == "__main__":
    main()
