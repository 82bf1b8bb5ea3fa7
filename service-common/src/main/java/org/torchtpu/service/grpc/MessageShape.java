package org.torchtpu.service.grpc;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.WireFormat;
import java.io.IOException;

/**
 * How much of an encoded message is the contents of {@code bytes} and {@code string} fields (a constant's tensor,
 * StableHLO text, a program), read from the wire without parsing it: each such field parses to one object of about its
 * size. The rest of a message, its structure (tags, lengths, numbers, nested messages, unknown fields), parses to many
 * times its size: an empty op is two bytes on the wire and about 70 heap bytes once parsed, and its parse allocates
 * over 150 bytes per wire byte along the way (the lists' growth). A 64 MiB message of empty ops would take some 2 GiB
 * of heap before any handler could look at it, so a large message's structure is checked first
 * ({@link StructureBound}).
 */
public final class MessageShape {
  /** Deeper than this, the parser refuses the message anyway (protobuf's default recursion limit). */
  private static final int MAX_DEPTH = 100;

  private MessageShape() {}

  /**
   * The bytes of {@code wire} that are not the contents of {@code bytes} or {@code string} fields, for a message of type {@code type};
   * once they pass {@code limit}, the scan stops and answers what it has seen so far (over the limit), so a hostile
   * message costs a scan of about {@code limit} bytes, not of all of it. -1 when the encoding is malformed (the
   * parser then reports it as it always has).
   */
  public static long structureBytes(byte[] wire, int length, Descriptor type, long limit) {
    Scan scan = new Scan(CodedInputStream.newInstance(wire, 0, length), limit);
    try {
      scan.message(type, 0);
      return length - scan.data;
    } catch (PastLimit past) {
      return scan.structure();
    } catch (IOException | RuntimeException malformed) {
      return -1;
    }
  }

  private static final class PastLimit extends Exception {
    PastLimit() {
      super(null, null, false, false); // thrown once per refused message: no stack trace to fill in
    }
  }

  private static final class Scan {
    final CodedInputStream in;
    final long limit;
    long data;

    Scan(CodedInputStream in, long limit) {
      this.in = in;
      this.limit = limit;
    }

    long structure() {
      return in.getTotalBytesRead() - data;
    }

    void message(Descriptor type, int depth) throws IOException, PastLimit {
      while (true) {
        if (structure() > limit) {
          throw new PastLimit();
        }
        int tag = in.readTag();
        if (tag == 0) {
          return;
        }
        FieldDescriptor field = type.findFieldByNumber(WireFormat.getTagFieldNumber(tag));
        if (field == null || WireFormat.getTagWireType(tag) != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
          if (!in.skipField(tag)) {
            return;
          }
          continue;
        }
        int length = in.readRawVarint32();
        if (field.getType() == FieldDescriptor.Type.BYTES || field.getType() == FieldDescriptor.Type.STRING) {
          data += length;
          in.skipRawBytes(length);
        } else if (field.getType() == FieldDescriptor.Type.MESSAGE && depth < MAX_DEPTH) {
          int outer = in.pushLimit(length);
          message(field.getMessageType(), depth + 1);
          in.popLimit(outer);
        } else {
          in.skipRawBytes(length);
        }
      }
    }
  }
}
