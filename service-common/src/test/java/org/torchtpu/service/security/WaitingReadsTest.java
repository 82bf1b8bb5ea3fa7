package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A caller's share of the waiting reads binds only when others may need them. */
class WaitingReadsTest {
  @Test
  void aLoneCallerGoesPastItsShareWhileMoreThanOneShareIsFree() {
    WaitingReads reads = new WaitingReads(200); // a share of 50
    int taken = 0;
    while (reads.tryTake("lone")) {
      taken++;
    }
    // before, the lone caller's 51st pausing body got only the prompt allowance with 150 waiting reads free
    assertThat(taken).isEqualTo(150);
    for (int i = 0; i < 50; i++) {
      assertThat(reads.tryTake("other")).as("the other caller's share, read %d", i).isTrue();
    }
    assertThat(reads.tryTake("other")).isFalse();
    reads.give("lone");
    assertThat(reads.tryTake("lone")).as("past its share with less than a share free").isFalse();
    assertThat(reads.tryTake("third")).as("a third caller within its share").isTrue();
  }

  @Test
  void aCallerWithinItsShareTakesTheLastFreeRead() {
    WaitingReads reads = new WaitingReads(8); // a share of 2
    for (int i = 0; i < 6; i++) {
      assertThat(reads.tryTake("a")).isTrue();
    }
    assertThat(reads.tryTake("a")).isFalse();
    assertThat(reads.tryTake("b")).isTrue();
    assertThat(reads.tryTake("c")).as("c within its share takes the last one").isTrue();
    assertThat(reads.tryTake("d")).isFalse();
  }
}
