package org.torchtpu.service.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Bounds REST request bodies ({@code torchtpu.rest.max-body-size}), before authentication so that
 * no caller, keyed or not, can make a service buffer a body it cannot hold (a 200 MB POST used to
 * end in an OutOfMemoryError). A declared Content-Length over the limit is answered 413 at once; a
 * body without one (chunked) fails as soon as it has sent more than the limit.
 */
public final class RequestBodyLimit extends OncePerRequestFilter {
  /** The limit where a service sets none. */
  public static final long DEFAULT_MAX_BYTES = 1 << 20;
  private final long maxBytes;

  public RequestBodyLimit(long maxBytes) {
    this.maxBytes = maxBytes;
  }

  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    long declared = request.getContentLengthLong();
    if (declared > maxBytes) {
      RestApiKeys.error(response, 413, "PAYLOAD_TOO_LARGE", request.getMethod() + " " + request.getRequestURI()
          + " sent a body of " + declared + " bytes; this service takes at most " + maxBytes
          + " (torchtpu.rest.max-body-size)");
      return;
    }
    chain.doFilter(declared >= 0 ? request : new Bounded(request, maxBytes), response);
  }

  /** A request whose body stream fails once it has given more than the limit. */
  private static final class Bounded extends HttpServletRequestWrapper {
    private final long maxBytes;
    private ServletInputStream stream;

    Bounded(HttpServletRequest request, long maxBytes) {
      super(request);
      this.maxBytes = maxBytes;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      if (stream == null) {
        ServletInputStream in = super.getInputStream();
        stream = new ServletInputStream() {
          private long read;

          private int count(int n) throws IOException {
            if (n > 0 && (read += n) > maxBytes) {
              throw new IOException("request body is over this service's limit of " + maxBytes
                  + " bytes (torchtpu.rest.max-body-size)");
            }
            return n;
          }

          @Override
          public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
              count(1);
            }
            return b;
          }

          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            return count(in.read(b, off, len));
          }

          @Override
          public boolean isFinished() {
            return in.isFinished();
          }

          @Override
          public boolean isReady() {
            return in.isReady();
          }

          @Override
          public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
          }
        };
      }
      return stream;
    }

    @Override
    public java.io.BufferedReader getReader() throws IOException {
      String encoding = getCharacterEncoding() == null ? "UTF-8" : getCharacterEncoding();
      return new java.io.BufferedReader(new java.io.InputStreamReader(getInputStream(), encoding));
    }
  }
}
