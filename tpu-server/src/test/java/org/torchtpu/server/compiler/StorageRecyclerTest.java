package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;

/** Which storage a run may hand back to its program's pool, and when. */
class StorageRecyclerTest {
  private static DeviceArray wrap(float[] storage, int... dims) {
    return DeviceArray.ofFloats(DType.F32, dims, storage);
  }

  @Test
  void sharedStorageIsRecycledOnlyWhenItsLastHolderDies() {
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    StorageRecycler run = StorageRecycler.start(slot, 1 << 20, List.of());
    float[] storage = new float[64];
    DeviceArray value = wrap(storage, 8, 8);
    DeviceArray reshaped = wrap(storage, 64); // a reshape: another value, the same array
    run.bind(value, true);
    run.bind(reshaped, true);
    run.release(value);
    assertThat(run.pool().heldBytes()).as("the reshape still holds it").isZero();
    run.release(reshaped);
    assertThat(run.pool().heldBytes()).isEqualTo(64 * 4);
    BufferPool previous = BufferPool.install(run.pool());
    try {
      storage[3] = 7f;
      float[] again = BufferPool.floats(64);
      assertThat(again).as("the same array, zeroed as a new one").isSameAs(storage).containsOnly(0f);
      assertThat(BufferPool.floats(64)).as("taken once only").isNotSameAs(storage);
    } finally {
      BufferPool.install(previous);
    }
  }

  @Test
  void parametersAndWhatSharesTheirStorageAreNeverRecycled() {
    float[] parameter = new float[16];
    StorageRecycler run = StorageRecycler.start(new StorageRecycler.Slot(), 1 << 20, List.of(wrap(parameter, 16)));
    DeviceArray alias = wrap(parameter, 4, 4); // a kernel's result sharing the parameter's storage
    run.bind(alias, true);
    run.release(alias);
    run.release(wrap(parameter, 16));
    assertThat(run.pool().heldBytes()).isZero();
  }

  @Test
  void resultsThatAreNotOursAreNeverRecycled() {
    StorageRecycler run = StorageRecycler.start(new StorageRecycler.Slot(), 1 << 20, List.of());
    DeviceArray collectiveResult = wrap(new float[32], 32);
    run.bind(collectiveResult, false);
    DeviceArray reshaped = wrap(collectiveResult.floats(), 4, 8); // our reshape of it: still not ours
    run.bind(reshaped, true);
    run.release(collectiveResult);
    run.release(reshaped);
    assertThat(run.pool().heldBytes()).isZero();
  }

  @Test
  void aCollectivesOperandsAreNeverRecycled() {
    StorageRecycler run = StorageRecycler.start(new StorageRecycler.Slot(), 1 << 20, List.of());
    DeviceArray ours = wrap(new float[32], 32);
    run.bind(ours, true);
    DeviceArray reshaped = wrap(ours.floats(), 4, 8);
    run.bind(reshaped, true);
    run.pin(reshaped); // handed to an all-reduce: another rank may read it after this rank moved on
    run.release(ours);
    run.release(reshaped);
    assertThat(run.pool().heldBytes()).isZero();
  }

  @Test
  void thePoolPassesToTheNextRunAndKeepsItsCapacity() {
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    StorageRecycler first = StorageRecycler.start(slot, 100 * 4, List.of());
    for (int i = 0; i < 3; i++) {
      DeviceArray v = wrap(new float[40], 40);
      first.bind(v, true);
      first.release(v);
    }
    assertThat(first.pool().heldBytes()).as("two of 40 floats fit in 100 floats' bytes, the third is left to the GC")
        .isEqualTo(80 * 4);
    StorageRecycler concurrent = StorageRecycler.start(slot, 100 * 4, List.of());
    assertThat(concurrent.pool()).as("a run that starts while the first holds the pool gets its own")
        .isNotSameAs(first.pool());
    first.finish();
    assertThat(StorageRecycler.start(slot, 100 * 4, List.of()).pool()).isSameAs(first.pool());
  }

  @Test
  void withoutAnInstalledPoolAllocationsAreFresh() {
    BufferPool previous = BufferPool.install(null);
    try {
      assertThat(BufferPool.floats(8)).hasSize(8).containsOnly(0f);
      assertThat(BufferPool.longs(8)).hasSize(8).containsOnly(0L);
      BufferPool.giveToCurrent(new float[8]); // no pool: left to the GC, no error
    } finally {
      BufferPool.install(previous);
    }
  }

  /**
   * A program's runs get back storage they did not take from the pool (a constant its kernel decodes each call):
   * kept, it filled the pool's capacity within a few calls, after which the pool refused the intermediate that every
   * call does ask for (the compiled tiny-Llama step allocated 1,866 KB a call instead of 536 KB once its 16 MiB pool
   * was full).
   */
  @Test
  void storageNoRunAsksForDoesNotCrowdOutWhatEveryRunAsksFor() {
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    float[] intermediate = null;
    for (int call = 0; call < 20; call++) {
      StorageRecycler run = StorageRecycler.start(slot, 100 * 4, List.of());
      BufferPool previous = BufferPool.install(run.pool());
      try {
        DeviceArray constant = wrap(new float[10], 10); // made by its kernel, not taken from the pool
        run.bind(constant, true);
        float[] storage = BufferPool.floats(30);
        if (call > 0) {
          assertThat(storage).as("call %d's intermediate: the previous call's array", call).isSameAs(intermediate);
        }
        intermediate = storage;
        DeviceArray value = wrap(storage, 30);
        run.bind(value, true);
        run.release(constant);
        run.release(value);
      } finally {
        BufferPool.install(previous);
        run.finish();
      }
      assertThat(run.pool().heldBytes()).as("after call %d: the intermediate only", call).isEqualTo(30 * 4);
    }
  }
}
