package org.torchtpu.server.compiler;

/**
 * Per storage array (by identity) held by live values of a run: how many hold it, and whether it is the run's to
 * recycle. An open-addressing table of parallel arrays (no entry objects, no resizing once it has grown to a
 * program's size), emptied after each run and kept with the program's pool for the next: the
 * {@code IdentityHashMap} of entry objects it replaces, made afresh and grown per run, was 7-9% of the compiled
 * tiny-Llama step's session thread (JFR). Only one run uses a table at a time. Kept between runs, it is charged with
 * the pool ({@link #heldBytes}, {@code StorageRecycler.Slot}).
 */
final class StorageHolders {
  private Object[] keys;
  private int[] counts;
  private boolean[] recyclable;
  /** An entry is live from its first hold or pin until its last holder's release; a dead entry keeps its key. */
  private boolean[] live;
  private int size;
  /** Slots with a key, for clearing only those after a run. */
  private int[] used;
  private int usedCount;

  StorageHolders() {
    allocate(64);
  }

  private void allocate(int capacity) {
    // all allocated before any is assigned: an OutOfMemoryError here leaves the table as it was, not arrays of
    // different lengths that would fail every later run of the (shared) program
    Object[] newKeys = new Object[capacity];
    int[] newCounts = new int[capacity];
    boolean[] newRecyclable = new boolean[capacity];
    boolean[] newLive = new boolean[capacity];
    int[] newUsed = new int[capacity];
    keys = newKeys;
    counts = newCounts;
    recyclable = newRecyclable;
    live = newLive;
    used = newUsed;
    usedCount = 0;
    size = 0;
  }

  private int slot(Object key) {
    int mask = keys.length - 1;
    int i = (System.identityHashCode(key) * 0x9E3779B9) >>> 7 & mask;
    while (keys[i] != null && keys[i] != key) {
      i = (i + 1) & mask;
    }
    return i;
  }

  /** One more live value holds {@code storage}; an entry that is not live starts recyclable iff {@code fresh}. */
  void hold(Object storage, boolean fresh) {
    int i = entry(storage);
    if (!live[i]) {
      live[i] = true;
      counts[i] = 0;
      recyclable[i] = fresh;
    }
    counts[i]++;
  }

  /** {@code storage} is never to be recycled, whichever value holds it (a live entry is made if there is none). */
  void pin(Object storage) {
    int i = entry(storage);
    if (!live[i]) {
      live[i] = true;
      counts[i] = 0;
    }
    recyclable[i] = false;
  }

  /**
   * One value holding {@code storage} is dead: true when it was the last holder of a recyclable array (the caller
   * gives it to the pool). The entry is then dead; it keeps its key, so the table needs no tombstones.
   */
  boolean release(Object storage) {
    int i = slot(storage);
    if (keys[i] == null || !live[i]) {
      return false;
    }
    if (--counts[i] > 0) {
      return false;
    }
    live[i] = false;
    return recyclable[i];
  }

  /** The slot of {@code storage}, with its key added (not live) if it had none. */
  private int entry(Object storage) {
    int i = slot(storage);
    if (keys[i] == null) {
      if (2 * (size + 1) > keys.length) {
        grow();
        i = slot(storage);
      }
      keys[i] = storage;
      live[i] = false;
      size++;
      used[usedCount++] = i;
    }
    return i;
  }

  /**
   * Heap the table holds (its five arrays, a reference counted as 8 bytes): charged to its payer while the program
   * keeps it between runs, as the program's pool is. A program of a million values keeps tens of megabytes here.
   */
  long heldBytes() {
    return 5L * 16 + (long) keys.length * (8 + 4 + 1 + 1 + 4);
  }

  /** Empties the table for the next run (only the slots this run used). */
  void clear() {
    for (int u = 0; u < usedCount; u++) {
      int i = used[u];
      keys[i] = null;
      counts[i] = 0;
      recyclable[i] = false;
      live[i] = false;
    }
    usedCount = 0;
    size = 0;
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldCounts = counts;
    boolean[] oldRecyclable = recyclable;
    boolean[] oldLive = live;
    allocate(oldKeys.length * 2);
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] != null) {
        int i = slot(oldKeys[j]);
        keys[i] = oldKeys[j];
        counts[i] = oldCounts[j];
        recyclable[i] = oldRecyclable[j];
        live[i] = oldLive[j];
        used[usedCount++] = i;
        size++;
      }
    }
  }
}
