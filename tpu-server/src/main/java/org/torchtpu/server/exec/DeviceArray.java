package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/**
 * A tensor in simulated HBM: dtype, dims and row-major contents.
 *
 * <p>Floating types (f32, bf16, f16) are held in a {@code float[]} whose values are always
 * representable in the dtype (every kernel rounds its results with {@link Numerics}); integer
 * types and pred are held in a {@code long[]} whose values are always in the dtype's range.
 * The device size used for HBM accounting is the dtype's real width, not the Java storage.
 *
 * <p>An <em>abstract</em> array ({@link #abstractOf}) is what the no-values device of abstract execution holds: only
 * its type. It takes its full HBM size in the accounting and no heap at all; asking for its contents throws
 * {@link AbstractValueException}.
 */
public final class DeviceArray {
  /** Most elements one array can hold here: Java arrays are int-indexed. */
  public static final long MAX_ELEMENTS = Integer.MAX_VALUE - 8;

  private final DType dtype;
  private final int[] dims;
  private final float[] floats;
  private final long[] longs;
  /** Element count of an abstract array (which may exceed an int); -1 for a concrete one. */
  private final long abstractElements;
  /**
   * {@link #type()}, built on first use: the runtime asks each operand's type once per op that reads
   * it. Volatile so another thread (a download, a fused kernel's worker) sees a fully built message.
   */
  private volatile TensorType type;
  /**
   * True while this value is known to be the only holder of its storage, which a kernel of its session allocated for
   * it: only then may the session recycle the storage once the value is freed (see {@code SessionStorage}). Set and
   * cleared on the session's queue.
   */
  private boolean ownsStorage;

  private DeviceArray(DType dtype, int[] dims, float[] floats, long[] longs) {
    this.dtype = dtype;
    this.dims = dims;
    this.floats = floats;
    this.longs = longs;
    this.abstractElements = -1;
  }

  private DeviceArray(DType dtype, int[] dims, long elements) {
    this.dtype = dtype;
    this.dims = dims;
    this.floats = null;
    this.longs = null;
    this.abstractElements = elements;
  }

  /** A value of {@code type} whose contents are never computed (abstract execution). */
  public static DeviceArray abstractOf(TensorType type) {
    return new DeviceArray(type.getDtype(), Shapes.dims(type), Shapes.numElements(type));
  }

  /** True for a value of abstract execution: a type without contents. */
  public boolean isAbstract() {
    return abstractElements >= 0;
  }

  /**
   * Throws {@link SimulatorLimitException} when {@code type} has more elements than one array
   * holds here (a real chip could hold it if its HBM allows; this simulator cannot).
   */
  public static void checkFits(TensorType type) {
    long n = Shapes.numElements(type);
    if (n > MAX_ELEMENTS) {
      throw new SimulatorLimitException(Shapes.toString(type) + " has " + n + " elements; this simulator holds at most "
          + MAX_ELEMENTS + " elements per tensor");
    }
    for (int i = 0; i < type.getDimsCount(); i++) { // a type without elements may still name a dim no array holds
      if (type.getDims(i) > MAX_ELEMENTS) {
        throw new SimulatorLimitException("dimension " + i + " of " + Shapes.toString(type) + " is " + type.getDims(i)
            + "; this simulator holds at most " + MAX_ELEMENTS + " per dimension");
      }
    }
  }

  /** Wraps float storage; the values must already be representable in {@code dtype}. */
  public static DeviceArray ofFloats(DType dtype, int[] dims, float[] data) {
    if (!DTypes.isFloat(dtype)) {
      throw new IllegalArgumentException(dtype + " is not a floating type");
    }
    checkLength(dims, data.length);
    return new DeviceArray(dtype, dims.clone(), data, null);
  }

  /** Wraps integer storage; the values must already be in {@code dtype}'s range. */
  public static DeviceArray ofLongs(DType dtype, int[] dims, long[] data) {
    if (!DTypes.isInteger(dtype)) {
      throw new IllegalArgumentException(dtype + " is not an integer type");
    }
    checkLength(dims, data.length);
    return new DeviceArray(dtype, dims.clone(), null, data);
  }

  /**
   * As {@link #ofFloats} with {@code shape}'s dims, shared rather than copied (dims are never modified): an elementwise
   * result costs one object less for as long as it lives, which on a Strict chain is until the client's collector
   * frees it, so the server's collections copy it.
   */
  public static DeviceArray ofFloatsLike(DeviceArray shape, DType dtype, float[] data) {
    if (!DTypes.isFloat(dtype)) {
      throw new IllegalArgumentException(dtype + " is not a floating type");
    }
    checkLength(shape.dims, data.length);
    return new DeviceArray(dtype, shape.dims, data, null);
  }

  /** As {@link #ofLongs} with {@code shape}'s dims, shared (see {@link #ofFloatsLike}). */
  public static DeviceArray ofLongsLike(DeviceArray shape, DType dtype, long[] data) {
    if (!DTypes.isInteger(dtype)) {
      throw new IllegalArgumentException(dtype + " is not an integer type");
    }
    checkLength(shape.dims, data.length);
    return new DeviceArray(dtype, shape.dims, null, data);
  }

  /** A zero-filled array of the given type. */
  public static DeviceArray zeros(TensorType type) {
    int[] dims = Shapes.dims(type);
    int n = Math.toIntExact(Shapes.numElements(type));
    return DTypes.isFloat(type.getDtype())
        ? new DeviceArray(type.getDtype(), dims, BufferPool.floats(n), null)
        : new DeviceArray(type.getDtype(), dims, null, BufferPool.longs(n));
  }

  private static void checkLength(int[] dims, int length) {
    long n = 1;
    for (int d : dims) {
      n *= d;
    }
    if (n != length) {
      throw new IllegalArgumentException("dims " + Arrays.toString(dims) + " need " + n + " elements, got " + length);
    }
  }

  public DType dtype() {
    return dtype;
  }

  /** The dims; callers must not modify the returned array. */
  public int[] dims() {
    return dims;
  }

  public int rank() {
    return dims.length;
  }

  public int size() {
    if (isAbstract()) {
      return Math.toIntExact(abstractElements);
    }
    return floats != null ? floats.length : longs.length;
  }

  public boolean isFloat() {
    return isAbstract() ? DTypes.isFloat(dtype) : floats != null;
  }

  /** Float storage (f32/bf16/f16), shared, not copied. */
  public float[] floats() {
    requireContents();
    if (floats == null) {
      throw new IllegalStateException(dtype + " array has no float storage");
    }
    return floats;
  }

  /** Integer storage (s8/s32/s64/u8/pred), shared, not copied. */
  public long[] longs() {
    requireContents();
    if (longs == null) {
      throw new IllegalStateException(dtype + " array has no integer storage");
    }
    return longs;
  }

  private void requireContents() {
    if (isAbstract()) {
      throw new AbstractValueException(this + " is abstract: abstract execution computes types, prices and memory, "
          + "not values");
    }
  }

  /** Element i as a double, whatever the storage. */
  public double getDouble(int i) {
    requireContents();
    return floats != null ? floats[i] : longs[i];
  }

  /** This value is the only holder of storage a kernel allocated for it (see {@link #ownsStorage()}). */
  public void markOwnsStorage() {
    ownsStorage = !isAbstract();
  }

  /** Another value (a view: reshape, bitcast, an identity op) now shares this value's storage: never recycled. */
  public void sharesStorage() {
    ownsStorage = false;
  }

  /** Whether this value's storage may be recycled once it is freed. */
  public boolean ownsStorage() {
    return ownsStorage;
  }

  /** The element array (float[] or long[]) this value holds; null for an abstract one. */
  public Object storage() {
    return floats != null ? floats : longs;
  }

  public TensorType type() {
    TensorType t = type;
    if (t == null) {
      TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
      for (int d : dims) {
        b.addDims(d);
      }
      t = b.build();
      type = t; // two threads may both build it: they build equal, immutable messages
    }
    return t;
  }

  /**
   * Takes {@code t} as this array's {@link #type()} when it describes it (same dtype and dims) and no type was built
   * yet; otherwise keeps building its own. The runtime hands a result the type its op was typed with: the message
   * already exists (an elementwise op's result type is its operand's), so a chain of ops shares one message instead
   * of building one per value (each lived as long as its value, and values wait for the client's collector to be
   * freed, so these messages were copied by the server's young collections).
   */
  public void adoptType(TensorType t) {
    if (type != null || t.getDtype() != dtype || t.getDimsCount() != dims.length) {
      return;
    }
    for (int i = 0; i < dims.length; i++) {
      if (t.getDims(i) != dims[i]) {
        return;
      }
    }
    type = t;
  }

  /**
   * Bytes of Java heap an array of {@code type} takes on this simulator (float dtypes are held as
   * float[], integer and pred ones as long[]): what the process must really hold, which can be more
   * than the simulated HBM bytes (bf16 twice, pred eight times).
   */
  public static long heapBytes(TensorType type) {
    return Math.addExact(Math.multiplyExact(Shapes.numElements(type), DTypes.isFloat(type.getDtype()) ? 4L : 8L),
        VALUE_OVERHEAD_BYTES);
  }

  /**
   * Java heap every value costs besides its elements: this object and its element array's header, its dims, and
   * its entry in the session's handle table (the boxed handle and the map node), about 150 bytes on a 64-bit JVM
   * with compressed references, rounded up. Counted so that millions of empty, scalar or abstract values (which
   * have no elements at all) are admitted against the heap ceiling like any other value, instead of filling the
   * heap uncounted until the whole host fails with an OutOfMemoryError.
   */
  public static final long VALUE_OVERHEAD_BYTES = 192;

  /** Bytes of Java heap this array takes (see {@link #heapBytes(TensorType)}); an abstract one only its overhead. */
  public long heapBytes() {
    if (isAbstract()) {
      return VALUE_OVERHEAD_BYTES;
    }
    return (long) size() * (floats != null ? 4L : 8L) + VALUE_OVERHEAD_BYTES;
  }

  /** Bytes this array occupies in simulated HBM. */
  public long deviceBytes() {
    if (isAbstract()) {
      return abstractElements * DTypes.byteSize(dtype);
    }
    return (long) size() * DTypes.byteSize(dtype);
  }

  @Override
  public String toString() {
    return Shapes.toString(type());
  }
}
