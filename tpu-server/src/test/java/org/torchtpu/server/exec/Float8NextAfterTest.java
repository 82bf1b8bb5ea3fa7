package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Float8Format;

/**
 * next_after in the float8 formats against jax.lax.nextafter on CPU (stablehlo/float8_next_after.json, made by
 * src/test/golden/generate_float8_next_after.py): all 256 patterns as x against twelve y patterns, per format.
 */
class Float8NextAfterTest {
  @Test
  void everyPatternStepsAsXlaStepsIt() throws IOException {
    JsonNode golden;
    try (InputStream in = Float8NextAfterTest.class.getResourceAsStream("/stablehlo/float8_next_after.json")) {
      golden = new ObjectMapper().readTree(in);
    }
    List<String> failures = new ArrayList<>();
    int cases = 0;
    for (Float8Format format : Float8Format.values()) {
      JsonNode g = golden.get("formats").get(format.dtype().name());
      for (int j = 0; j < g.get("y").size(); j++) {
        int yBits = g.get("y").get(j).asInt();
        float y = format.fromBits(yBits);
        JsonNode want = g.get("result").get(j);
        for (int b = 0; b < 256; b++, cases++) {
          float got = NextAfter.of(format.dtype(), format.fromBits(b), y);
          boolean ok = want.get(b).isNull() ? Float.isNaN(got)
              : !Float.isNaN(got) && (format.toBits(got) & 0xff) == want.get(b).asInt();
          if (!ok && failures.size() < 20) {
            failures.add(format + " next_after(0x" + Integer.toHexString(b) + ", 0x" + Integer.toHexString(yBits)
                + "): expected " + want.get(b) + ", got " + got);
          }
        }
      }
    }
    assertThat(cases).isEqualTo(7 * 12 * 256);
    assertThat(failures).isEmpty();
  }
}
