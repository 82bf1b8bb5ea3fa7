package org.torchtpu.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CacheKeysTest {

  @Test
  void acceptsSha256Hex() {
    String key = TestPrograms.key("graph");
    assertThat(CacheKeys.requireValid(key)).isEqualTo(key);
    assertThat(CacheKeys.requireValid("0123456789abcdef".repeat(4))).hasSize(64);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "",
      "abc",
      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde",   // 63
      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef0", // 65
      "0123456789ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef",  // upper case
      "0123456789abcdeg0123456789abcdef0123456789abcdef0123456789abcdef",  // not hex
      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde ",  // trailing space
  })
  void rejectsAnythingElseNamingTheKey(String key) {
    assertThatThrownBy(() -> CacheKeys.requireValid(key)).isInstanceOfSatisfying(DomainException.class, d -> {
      StatusRuntimeException e = ServiceStatuses.toException(d); // what the client gets
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getStatus().getDescription()).contains("'" + key + "'").contains("SHA-256");
    });
  }

  @Test
  void longKeysAreShortenedInMessages() {
    String key = "z".repeat(500);
    assertThatThrownBy(() -> CacheKeys.requireValid(key))
        .hasMessageContaining("z".repeat(77) + "...")
        .hasMessageContaining("got 500 characters");
  }
}
