package org.torchtpu.server.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class HandleValuesTest {

  @Test
  void behavesAsAMapOverManyRebuilds() {
    HandleValues<String> values = new HandleValues<>();
    Map<Long, String> reference = new HashMap<>();
    Random random = new Random(16);
    long[] edgeKeys = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 40};
    for (int step = 0; step < 200_000; step++) {
      long key = step % 7 == 0 ? edgeKeys[random.nextInt(edgeKeys.length)] : random.nextInt(5_000) + 100_000L;
      switch (random.nextInt(4)) {
        case 0 -> assertEquals(reference.put(key, "v" + step), values.put(key, "v" + step));
        case 1 -> assertEquals(reference.putIfAbsent(key, "w" + step), values.putIfAbsent(key, "w" + step));
        case 2 -> assertEquals(reference.remove(key), values.remove(key));
        default -> assertEquals(reference.get(key), values.get(key));
      }
      assertEquals(reference.size(), values.size());
    }
    long[] keys = values.keys();
    Arrays.sort(keys);
    assertArrayEquals(reference.keySet().stream().mapToLong(Long::longValue).sorted().toArray(), keys);
    assertEquals(reference.size(), values.values().size());
    assertTrue(values.values().containsAll(reference.values()));
  }

  /** Keys whose homes collide, removed in every order: each removal must leave the rest of its probe run reachable. */
  @Test
  void removingFromAProbeRunKeepsTheRestOfItReachable() {
    Random random = new Random(3);
    for (int round = 0; round < 2_000; round++) {
      HandleValues<Long> values = new HandleValues<>();
      Map<Long, Long> reference = new HashMap<>();
      for (int i = 0; i < 7; i++) { // up to 7 keys in 16 slots: runs of colliding homes, some wrapping around the end
        long key = random.nextInt(64) - 32;
        reference.put(key, key);
        values.put(key, key);
      }
      List<Long> order = new ArrayList<>(reference.keySet());
      Collections.shuffle(order, random);
      for (Long key : order) {
        assertEquals(key, values.remove(key));
        reference.remove(key);
        assertNull(values.get(key));
        for (Long other : reference.keySet()) {
          assertEquals(other, values.get(other), "handle " + other + " after removing " + key);
        }
      }
      assertEquals(0, values.size());
    }
  }

  @Test
  void aStrictChainsHandlesComeAndGoInATableSizedByTheLiveOnes() {
    HandleValues<Object> values = new HandleValues<>();
    Object v = new Object();
    for (long h = 1; h <= 1_000_000; h++) { // each op defines a handle, and the client frees one from a while ago
      values.put(h, v);
      if (h > 1_000) {
        assertSame(v, values.remove(h - 1_000));
      }
    }
    assertEquals(1_000, values.size());
    assertTrue(values.capacity() <= 4_096, "capacity " + values.capacity() + " for 1,000 values");
    assertFalse(values.containsKey(1));
    assertTrue(values.containsKey(1_000_000));
  }

  /** Why the table exists: a {@code Map<Long, V>} boxes every handle above 127 on every lookup. */
  @Test
  void lookingUpAHandleAllocatesNothing() {
    HandleValues<Object> values = new HandleValues<>();
    Object v = new Object();
    for (long h = 1_000; h < 2_000; h++) {
      values.put(h, v);
    }
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    int found = 0;
    for (int round = 0; round < 20; round++) {
      for (long h = 1_000; h < 2_000; h++) {
        found += values.get(h) == v ? 1 : 0;
      }
    }
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertEquals(20_000, found);
    // a boxed key per lookup would be 320,000 bytes; the allowance is for the measuring itself
    assertTrue(allocated < 20_000, "20,000 lookups allocated " + allocated + " bytes");
  }

  @Test
  void aReaderNeverSeesAnotherKeysValueWhileTheTableIsWritten() throws InterruptedException {
    HandleValues<Long> values = new HandleValues<>();
    AtomicReference<String> wrong = new AtomicReference<>();
    long total = 400_000;
    Thread reader = new Thread(() -> {
      Random random = new Random(7);
      for (int i = 0; i < 2_000_000 && wrong.get() == null; i++) {
        long key = random.nextLong(total) + 1;
        Long seen = values.get(key);
        if (seen != null && seen != key) {
          wrong.set("handle " + key + " read as " + seen);
        }
      }
    });
    reader.start();
    for (long h = 1; h <= total; h++) {
      values.put(h, h);
      if (h > 500) {
        values.remove(h - 500);
      }
    }
    reader.join(60_000);
    assertFalse(reader.isAlive());
    assertNull(wrong.get());
  }
}
