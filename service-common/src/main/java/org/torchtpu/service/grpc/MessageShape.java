package org.torchtpu.service.grpc;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.WireFormat;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The heap an encoded message takes once parsed, estimated from the wire without parsing it, leaving out the contents
 * of its {@code bytes} and {@code string} fields (each parses to one array of about its size, which the server's
 * max-inbound size already bounds). What it counts is the structure: every message object, every list and its
 * elements, every string or bytes object, every unknown field. That is where a parse multiplies the wire: an empty op
 * is two bytes on the wire and some 70 heap bytes once parsed, and an honest op of a traced graph (a few ids, a kind,
 * its location) some 20 to 60 wire bytes and a few hundred heap bytes. A large message is checked against a bound on
 * this estimate before it is parsed ({@link StructureBound}).
 *
 * <p>The costs are upper bounds of what protobuf-java 4 keeps (compressed oops), checked against the heap measured
 * after real parses by MessageShapeTest: an object header and a slot per field for each message, a list with its
 * growth slack for each repeated field present, and per element a reference (message, string, bytes) or a long
 * (scalars; a boxed Integer for enums); an unknown field is a map entry, a field record and a boxed value at least.
 */
public final class MessageShape {
  /** The estimate when the encoding is malformed. */
  public static final long MALFORMED = -1;

  /** Deeper than this, the parser refuses the message anyway (protobuf's default recursion limit). */
  private static final int MAX_DEPTH = 100;
  /** A message object: header, memoized size and hash, unknown-field reference; plus {@link #FIELD_SLOT} per field. */
  static final int MESSAGE_BYTES = 32;
  /** One field (or one oneof) of a message object: a reference, a long or a double at most. */
  static final int FIELD_SLOT = 8;
  /** A repeated field with elements: the list object and its first array (protobuf's lists start at ten slots). */
  static final int LIST_BYTES = 136;
  /** A reference in a list, with the list's growth slack (it grows by half). */
  static final int REFERENCE_ELEMENT = 8;
  /** A scalar in a primitive list (a long at most), with the growth slack (16 measured for packed one-byte longs). */
  static final int SCALAR_ELEMENT = 20;
  /** An enum in a list: a boxed Integer and its reference, with the slack. */
  static final int ENUM_ELEMENT = 28;
  /** A string or bytes object besides its contents (String or ByteString wrapper and array header). */
  static final int STRING_OBJECT = 56;
  /** An unknown field: map entry, boxed number, field record, its lists and the boxed value or nested set. */
  static final int UNKNOWN_FIELD = 200;

  private static final Map<Descriptor, Integer> OBJECT_BYTES = new ConcurrentHashMap<>();

  private MessageShape() {}

  /**
   * The heap {@code wire} (its first {@code length} bytes, a message of type {@code type}) takes once parsed besides
   * its string and bytes contents (see the class comment). Once the estimate passes {@code limit}, the scan stops and
   * answers what it has counted so far (over the limit), so a hostile message costs a scan of a part of it.
   * {@link #MALFORMED} when the encoding is malformed.
   */
  public static long parsedHeap(byte[] wire, int length, Descriptor type, long limit) {
    Scan scan = new Scan(wire, length, limit);
    try {
      scan.heap += objectBytes(type);
      scan.message(type, 0);
      return scan.heap;
    } catch (PastLimit past) {
      return scan.heap;
    } catch (IOException | RuntimeException malformed) {
      return MALFORMED;
    }
  }

  /** The bytes of one parsed message object of {@code type}, without what its fields refer to. */
  static int objectBytes(Descriptor type) {
    return OBJECT_BYTES.computeIfAbsent(type, t -> {
      int slots = t.getRealOneofs().size();
      for (FieldDescriptor f : t.getFields()) {
        if (f.getRealContainingOneof() == null) {
          slots++;
        }
      }
      return MESSAGE_BYTES + FIELD_SLOT * slots;
    });
  }

  private static final class PastLimit extends Exception {
    PastLimit() {
      super(null, null, false, false); // thrown once per refused message: no stack trace to fill in
    }
  }

  private static final class Scan {
    final byte[] wire;
    final int size;
    final CodedInputStream in;
    final long limit;
    long heap;

    Scan(byte[] wire, int length, long limit) {
      this.wire = wire;
      this.size = length;
      this.in = CodedInputStream.newInstance(wire, 0, length);
      this.limit = limit;
    }

    void charge(long bytes) throws PastLimit {
      heap += bytes;
      if (heap > limit) {
        throw new PastLimit();
      }
    }

    void message(Descriptor type, int depth) throws IOException, PastLimit {
      long listsSeen = 0; // the repeated fields (by index, the first 64) already charged their list
      while (true) {
        int tag = in.readTag();
        if (tag == 0) {
          return;
        }
        int wireType = WireFormat.getTagWireType(tag);
        if (wireType == WireFormat.WIRETYPE_END_GROUP) {
          throw new IOException("an end-group tag outside a group");
        }
        FieldDescriptor field = type.findFieldByNumber(WireFormat.getTagFieldNumber(tag));
        boolean packed = field != null && field.isRepeated() && field.isPackable()
            && wireType == WireFormat.WIRETYPE_LENGTH_DELIMITED;
        if (field == null || field.getType() == FieldDescriptor.Type.GROUP
            || (!packed && wireType != field.getLiteType().getWireType())) {
          unknown(tag, depth);
          continue;
        }
        if (field.isRepeated()) {
          int index = field.getIndex();
          if (index >= 64 || (listsSeen & 1L << index) == 0) {
            listsSeen |= index < 64 ? 1L << index : 0;
            charge(LIST_BYTES);
          }
        }
        long element = field.getType() == FieldDescriptor.Type.ENUM ? ENUM_ELEMENT : SCALAR_ELEMENT;
        if (packed) {
          charge(element * packedCount(field));
          continue;
        }
        switch (field.getJavaType()) {
          case MESSAGE -> {
            charge((field.isRepeated() ? REFERENCE_ELEMENT : 0) + objectBytes(field.getMessageType()));
            int length = in.readRawVarint32();
            if (depth + 1 >= MAX_DEPTH) {
              throw new IOException("nested deeper than " + MAX_DEPTH);
            }
            int outer = in.pushLimit(length);
            message(field.getMessageType(), depth + 1);
            in.popLimit(outer);
          }
          case STRING, BYTE_STRING -> {
            charge((field.isRepeated() ? REFERENCE_ELEMENT : 0) + STRING_OBJECT);
            in.skipRawBytes(in.readRawVarint32()); // the contents: data
          }
          default -> {
            if (field.isRepeated()) {
              charge(element);
            }
            in.skipField(tag);
          }
        }
      }
    }

    /** The elements of a packed field, read from its length and, for varints, their last bytes. */
    long packedCount(FieldDescriptor field) throws IOException {
      int length = in.readRawVarint32();
      int at = in.getTotalBytesRead();
      int untilLimit = in.getBytesUntilLimit(); // -1 at the top level: the whole message is the limit
      if (length < 0 || length > (untilLimit < 0 ? size - at : untilLimit)) {
        throw new IOException("a packed field runs past its message");
      }
      long count;
      switch (field.getLiteType().getWireType()) {
        case WireFormat.WIRETYPE_FIXED32 -> count = length / 4;
        case WireFormat.WIRETYPE_FIXED64 -> count = length / 8;
        default -> {
          count = 0;
          for (int i = at; i < at + length; i++) {
            if (wire[i] >= 0) { // a varint ends at a byte without the continuation bit
              count++;
            }
          }
        }
      }
      in.skipRawBytes(length);
      return count;
    }

    /** An unknown field (or a known one of the wrong wire type): parsed into the message's unknown-field set. */
    void unknown(int tag, int depth) throws IOException, PastLimit {
      charge(UNKNOWN_FIELD);
      int wireType = WireFormat.getTagWireType(tag);
      if (wireType == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
        in.skipRawBytes(in.readRawVarint32()); // kept as one ByteString of its size: data
      } else if (wireType == WireFormat.WIRETYPE_START_GROUP) {
        if (depth + 1 >= MAX_DEPTH) {
          throw new IOException("nested deeper than " + MAX_DEPTH);
        }
        int end = WireFormat.getTagFieldNumber(tag) << 3 | WireFormat.WIRETYPE_END_GROUP;
        while (true) {
          int inner = in.readTag();
          if (inner == end) {
            break;
          }
          if (inner == 0 || WireFormat.getTagWireType(inner) == WireFormat.WIRETYPE_END_GROUP) {
            throw new IOException("a group without its end");
          }
          unknown(inner, depth + 1);
        }
      } else if (!in.skipField(tag)) {
        throw new IOException("an end-group tag outside a group");
      }
    }
  }
}
