package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A caller's share of the waiting reads binds only when others may need them. */
class WaitingReadsTest {
  @Test
  void aLoneCallerBorrowsASecondShareWhileMoreThanHalfIsFree() {
    WaitingReads reads = new WaitingReads(200); // a share of 50
    int taken = 0;
    while (reads.tryTake("lone")) {
      taken++;
    }
    // a hard quarter gave the lone caller's 51st pausing body only the prompt allowance with 150 waiting reads free;
    // taking all but one share let one tenant (a caller and an address) hold every waiting read
    assertThat(taken).isEqualTo(100);
    for (int i = 0; i < 50; i++) {
      assertThat(reads.tryTake("other")).as("the other caller's share, read %d", i).isTrue();
    }
    assertThat(reads.tryTake("other")).isFalse();
    reads.give("lone");
    assertThat(reads.tryTake("lone")).as("past its share with half or less free").isFalse();
    assertThat(reads.tryTake("third")).as("a third caller within its share").isTrue();
  }

  @Test
  void aCallerWithinItsShareTakesTheLastFreeReads() {
    WaitingReads reads = new WaitingReads(8); // a share of 2
    for (int i = 0; i < 4; i++) {
      assertThat(reads.tryTake("a")).isTrue();
    }
    assertThat(reads.tryTake("a")).as("two shares at most").isFalse();
    assertThat(reads.tryTake("b")).isTrue();
    assertThat(reads.tryTake("b")).isTrue();
    assertThat(reads.tryTake("b")).as("past its share with half free").isFalse();
    assertThat(reads.tryTake("c")).as("c within its share takes the last ones").isTrue();
    assertThat(reads.tryTake("c")).isTrue();
    assertThat(reads.tryTake("d")).isFalse();
  }
}
