package org.torchtpu.server.admin;

import java.util.List;
import java.util.concurrent.Semaphore;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.SliceTopology;
import org.torchtpu.server.simulate.SimDevice;
import org.torchtpu.server.simulate.TrainRecipe;
import org.torchtpu.server.simulate.TransformerConfig;

/**
 * Bounds on what a simulate request may ask, so that any tenant may call it without starving the host: slices within
 * the generation's pod, a bounded number of slices over DCN and of sweep points, a bounded model depth, a bounded
 * number of simulations running at once, and a body of at most {@code torchtpu.rest.max-body-size} bytes and
 * {@link #MAX_BODY_TOKENS} JSON tokens (what it binds to is bounded by the tokens, not the bytes).
 * A simulation holds no device memory; its cost is this host's CPU, which these bounds keep to about a second.
 */
public final class SimulateLimits {
  /** Slices joined over DCN: MaxText's published runs reach 32 v5e-256 slices; 64 leaves room. */
  public static final int MAX_SLICES = 64;
  /**
   * Devices of a graph's mesh over all its slices: every collective of the partitioned program lists its replica
   * groups, so a graph's size grows with them (a whole v5e/v6e pod x 64 slices is 16,384; 4 Ironwood pods 73,728).
   */
  public static final int MAX_GRAPH_DEVICES = 131_072;
  /** Points of one sweep chart. */
  public static final int MAX_SWEEP_POINTS = 16;
  /** Transformer layers (the deepest published dense models have about 130). */
  public static final int MAX_LAYERS = 512;
  /**
   * Norms per layer, activation ops and experts per token: the simulator builds one kernel member per unit of each for
   * every request (published models have at most 6 norms, 3 activation ops and 8 experts per token). Unbounded, a
   * 400-byte body asking 10^6 norms per layer ran a 2 GiB host out of heap; 10^5 allocated 730 MB.
   */
  public static final int MAX_OPS_PER_LAYER_FIELD = 64;
  /**
   * Characters of a model's name. It is a label (drawn as a sweep chart's title, echoed in messages), but a body may
   * carry one string up to its whole 16 MB: drawn, a 4-million-character title took 170 ms of CPU and allocated 56 MB
   * (measured at load 13; Java2D lays out every glyph however few are seen), so a 16 MB one about four times that.
   */
  public static final int MAX_NAME_CHARS = 256;
  /** Ops of a StableHLO module after import (a 1 MB body holds about 10k ops). */
  public static final int MAX_GRAPH_OPS = 100_000;
  /**
   * JSON tokens of one request body (each value, bracket and field name is one; a StableHLO text is one): an honest
   * request has a few dozen plus 4 to 8 per parameter's sharding, so this takes some 15,000 sharded parameters. Bytes
   * alone did not bound its binding: 16 MB of {@code {},} in {@code shardings} bound to about 320 MB of heap (590 MB
   * allocated) per request; binding stops here after about 6 MB allocated (1,000,000 tokens allowed 55 MB).
   */
  public static final int MAX_BODY_TOKENS = 100_000;

  private final Semaphore running;
  private final int slots;
  /** Slots one caller may hold at once: half of them, at least one, so one tenant's flood leaves the others a slot. */
  private final int perCaller;
  private final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.atomic.AtomicInteger> held =
      new java.util.concurrent.ConcurrentHashMap<>();

  public SimulateLimits(int concurrent) {
    if (concurrent < 1) {
      throw new IllegalArgumentException("torchtpu.simulate.max-concurrent must be >= 1, got " + concurrent);
    }
    this.running = new Semaphore(concurrent);
    this.slots = concurrent;
    this.perCaller = Math.max(1, concurrent / 2);
    if (!leavesOthersASlot()) {
      log.warn("torchtpu.simulate.max-concurrent is {}: one caller's share is every slot, so one tenant's stream of "
          + "simulate requests can keep every other tenant answered 429; set it to 2 or more on a shared host",
          concurrent);
    }
  }

  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SimulateLimits.class);

  /**
   * Whether a caller at its share still leaves another caller a slot: not with one slot (max-concurrent=1), where the
   * per-caller share is the whole host (a single-tenant setting; the host warns at startup).
   */
  public boolean leavesOthersASlot() {
    return perCaller < slots;
  }

  /** Slots one caller may hold at once. */
  public int perCaller() {
    return perCaller;
  }

  /** Slots {@code caller} holds now (tests). */
  int held(String caller) {
    java.util.concurrent.atomic.AtomicInteger mine = held.get(caller);
    return mine == null ? 0 : mine.get();
  }

  /** Thrown when every simulation slot is taken: the caller retries later (HTTP 429). */
  public static final class BusyException extends RuntimeException {
    BusyException(String message) {
      super(message);
    }
  }

  /** Runs {@code body} in a simulation slot, or throws {@link BusyException} at once when none is free. */
  public <T> T run(java.util.function.Supplier<T> body) {
    return run(null, body);
  }

  /**
   * As {@link #run(java.util.function.Supplier)} for {@code caller} (the authenticated caller's name; null with keys
   * off, one trusted party), who may hold at most {@link #perCaller()} slots: any key may simulate, and a slot runs for
   * as long as its simulation takes, so without a share one tenant's stream of requests kept every slot and every
   * other tenant was answered 429.
   */
  public <T> T run(String caller, java.util.function.Supplier<T> body) {
    java.util.concurrent.atomic.AtomicInteger mine =
        caller == null ? null : held.computeIfAbsent(caller, c -> new java.util.concurrent.atomic.AtomicInteger());
    if (mine != null && mine.incrementAndGet() > perCaller) {
      mine.decrementAndGet();
      throw new BusyException(caller + " already runs " + perCaller + " simulation(s) on this host, its share of the "
          + "torchtpu.simulate.max-concurrent slots; retry when one has finished");
    }
    try {
      if (!running.tryAcquire()) {
        throw new BusyException("every simulation slot of this host is busy (torchtpu.simulate.max-concurrent); "
            + "retry shortly");
      }
      try {
        return body.get();
      } finally {
        running.release();
      }
    } finally {
      if (mine != null) {
        mine.decrementAndGet();
      }
    }
  }

  public static long podDevices(Generation generation) {
    return SliceTopology.podChips(generation) * SimDevice.devicesPerChip(generation);
  }

  public static void checkMesh(Generation generation, int[] mesh) {
    checkMesh(generation, mesh, 1);
  }

  /** A mesh spread over {@code slices} slices: each slice's share within the pod, all of it within the bound. */
  public static void checkMesh(Generation generation, int[] mesh, int slices) {
    if (slices < 1 || slices > MAX_SLICES) {
      throw new IllegalArgumentException("slices must be 1.." + MAX_SLICES + ", got " + slices);
    }
    if (mesh == null) {
      return;
    }
    long devices = 1;
    for (int m : mesh) {
      if (m < 1) {
        throw new IllegalArgumentException("mesh axes must be >= 1, got " + java.util.Arrays.toString(mesh));
      }
      devices = Math.min(devices * m, Integer.MAX_VALUE); // saturates: 16 axes of 65,536 would wrap a long to 0
    }
    long pod = podDevices(generation);
    if (devices % slices != 0) {
      throw new IllegalArgumentException("mesh " + java.util.Arrays.toString(mesh) + " has " + devices
          + " devices, which slices " + slices + " do not divide");
    }
    if (devices / slices > pod) {
      throw new IllegalArgumentException("mesh " + java.util.Arrays.toString(mesh) + " has " + devices
          + " devices" + (slices > 1 ? ", " + devices / slices + " per slice," : "") + " but a "
          + generation.name().toLowerCase(java.util.Locale.ROOT) + " pod has " + pod);
    }
    if (devices > MAX_GRAPH_DEVICES) {
      throw new IllegalArgumentException("mesh " + java.util.Arrays.toString(mesh) + " has " + devices
          + " devices over its slices; a graph simulation takes at most " + MAX_GRAPH_DEVICES);
    }
  }

  public static void checkGraphOps(int ops) {
    if (ops > MAX_GRAPH_OPS) {
      throw new IllegalArgumentException("the module has " + ops + " ops; a simulate request takes at most "
          + MAX_GRAPH_OPS);
    }
  }

  public static void checkTransformer(Generation generation, TransformerConfig model, TrainRecipe recipe) {
    if (model.name() != null && model.name().length() > MAX_NAME_CHARS) {
      throw new IllegalArgumentException("model.name is " + model.name().length() + " characters; at most "
          + MAX_NAME_CHARS);
    }
    if (model.layers() > MAX_LAYERS) {
      throw new IllegalArgumentException("model has " + model.layers() + " layers; at most " + MAX_LAYERS);
    }
    checkOpsPerLayer("normsPerLayer", model.normsPerLayer());
    checkOpsPerLayer("activationOps", model.activationOps());
    checkOpsPerLayer("expertsPerToken", model.expertsPerToken());
    if (model.moe() && model.experts() % recipe.expert() != 0) {
      throw new IllegalArgumentException("expert parallelism " + recipe.expert() + " does not divide the "
          + model.experts() + " experts of " + model.name());
    }
    checkSlice(generation, recipe, recipe.slices());
  }

  private static void checkOpsPerLayer(String field, int value) {
    if (value > MAX_OPS_PER_LAYER_FIELD) {
      throw new IllegalArgumentException("model." + field + " is " + value + "; at most " + MAX_OPS_PER_LAYER_FIELD);
    }
  }

  public static void checkSweep(Generation generation, TrainRecipe recipe, List<Integer> slices) {
    if (slices.size() > MAX_SWEEP_POINTS) {
      throw new IllegalArgumentException("a sweep has at most " + MAX_SWEEP_POINTS + " points, got " + slices.size());
    }
    for (Integer s : slices) {
      if (s == null) {
        throw new IllegalArgumentException("sweepSlices holds a null");
      }
      checkSlice(generation, recipe, s);
    }
  }

  private static void checkSlice(Generation generation, TrainRecipe recipe, int slices) {
    long pod = podDevices(generation);
    if ((long) recipe.fsdp() * recipe.tensor() * recipe.expert() > pod) {
      throw new IllegalArgumentException("a slice of fsdp " + recipe.fsdp() + " x tensor " + recipe.tensor()
          + " x expert " + recipe.expert() + " devices is larger than a "
          + generation.name().toLowerCase(java.util.Locale.ROOT) + " pod (" + pod + " devices)");
    }
    if (slices < 1 || slices > MAX_SLICES) {
      throw new IllegalArgumentException("slices must be 1.." + MAX_SLICES + ", got " + slices);
    }
  }
}
