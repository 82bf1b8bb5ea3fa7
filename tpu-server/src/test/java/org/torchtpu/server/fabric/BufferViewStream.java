package org.torchtpu.server.fabric;

import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A message as grpc-netty's deframer hands it over: its length known, its bytes in direct buffers cut wherever the
 * HTTP/2 frames ended, each readable in place ({@link HasByteBuffer}), with mark and reset.
 */
final class BufferViewStream extends InputStream implements KnownLength, HasByteBuffer {
  private final List<ByteBuffer> pieces = new ArrayList<>();
  private int piece;
  private int markPiece;
  private int markPosition;

  /** {@code message} copied into direct buffers of {@code pieceBytes} each (the last shorter). */
  BufferViewStream(byte[] message, int pieceBytes) {
    for (int at = 0; at < message.length; at += pieceBytes) {
      int n = Math.min(pieceBytes, message.length - at);
      pieces.add(ByteBuffer.allocateDirect(n).put(message, at, n).flip());
    }
  }

  /** The direct buffers the message lies in. */
  List<ByteBuffer> pieces() {
    return pieces;
  }

  @Override
  public int available() {
    int n = 0;
    for (int i = piece; i < pieces.size(); i++) {
      n += pieces.get(i).remaining();
    }
    return n;
  }

  @Override
  public int read() {
    while (piece < pieces.size() && !pieces.get(piece).hasRemaining()) {
      piece++;
    }
    return piece < pieces.size() ? pieces.get(piece).get() & 0xff : -1;
  }

  @Override
  public long skip(long n) {
    long skipped = 0;
    while (skipped < n && piece < pieces.size()) {
      ByteBuffer b = pieces.get(piece);
      int step = (int) Math.min(n - skipped, b.remaining());
      b.position(b.position() + step);
      skipped += step;
      if (!b.hasRemaining()) {
        piece++;
      }
    }
    return skipped;
  }

  @Override
  public boolean markSupported() {
    return true;
  }

  @Override
  public void mark(int readLimit) {
    markPiece = piece;
    markPosition = piece < pieces.size() ? pieces.get(piece).position() : 0;
  }

  @Override
  public void reset() {
    for (int i = markPiece; i < pieces.size(); i++) {
      pieces.get(i).position(i == markPiece ? markPosition : 0);
    }
    piece = markPiece;
  }

  @Override
  public boolean byteBufferSupported() {
    return true;
  }

  @Override
  public ByteBuffer getByteBuffer() {
    return piece < pieces.size() ? pieces.get(piece).slice() : null;
  }
}
