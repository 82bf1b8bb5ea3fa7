package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;

/**
 * Hurwitz zeta and polygamma against closed forms (zeta(2) = pi^2/6, zeta(4) = pi^4/90, Apery's constant,
 * zeta(s, 1/2) = (2^s - 1) zeta(s), psi'(1/2) = pi^2/2, psi''(1) = -2 zeta(3)), the recurrence zeta(s, q) = q^-s +
 * zeta(s, q + 1), and XLA's chlo domain rules; the corpus program special_functions checks them against JAX.
 */
class ZetaFunctionsTest {
  private static final double PI2 = Math.PI * Math.PI;
  private static final double APERY = 1.2020569031595942;

  @Test
  void zetaMatchesClosedForms() {
    assertThat(ZetaFunctions.zeta(2, 1)).isCloseTo(PI2 / 6, within(1e-15));
    assertThat(ZetaFunctions.zeta(4, 1)).isCloseTo(PI2 * PI2 / 90, within(1e-15));
    assertThat(ZetaFunctions.zeta(3, 1)).isCloseTo(APERY, within(1e-15));
    assertThat(ZetaFunctions.zeta(2, 0.5)).isCloseTo(3 * PI2 / 6, within(1e-14));
    assertThat(ZetaFunctions.zeta(30, 1)).isCloseTo(1 + Math.pow(2, -30) + Math.pow(3, -30), within(1e-15));
    assertThat(ZetaFunctions.zeta(1.5, 3.25)).isCloseTo(Math.pow(3.25, -1.5) + ZetaFunctions.zeta(1.5, 4.25),
        within(1e-14));
    assertThat(ZetaFunctions.zeta(2, -0.5)).isCloseTo(4 + 3 * PI2 / 6, within(1e-13));
  }

  @Test
  void zetaFollowsXlasDomainRules() {
    assertThat(ZetaFunctions.zeta(1, 2)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThat(ZetaFunctions.zeta(0.5, 2)).isNaN();
    assertThat(ZetaFunctions.zeta(2.5, -0.5)).isNaN(); // q <= 0 needs an integer x
    assertThat(ZetaFunctions.zeta(2, -1)).isEqualTo(Double.POSITIVE_INFINITY); // a pole, even x
    assertThat(ZetaFunctions.zeta(3, 0)).isNaN(); // a pole, odd x
    assertThat(ZetaFunctions.zeta(Double.NaN, 1)).isNaN();
  }

  @Test
  void farNegativeQGivesXlasTailAsJaxDoes() {
    // jax.scipy.special.zeta on CPU (f32, jax 0.10.2): the ten direct terms and the Euler-Maclaurin tail at q + 10,
    // not a sum of 65,536 terms (which gave 9.87 for the first)
    assertThat(ZetaFunctions.zeta(2, -65535.5)).isCloseTo(-1.5258790881489404e-05, within(1e-11));
    assertThat(ZetaFunctions.zeta(3, -65535.5)).isCloseTo(1.1641530794914701e-10, within(1e-15));
    assertThat(ZetaFunctions.zeta(2, -1e6 - 0.5)).isCloseTo(-9.999989742937032e-07, within(1e-12));
    assertThat(ZetaFunctions.zeta(2, -4097.5)).isCloseTo(-0.0002440215030219406, within(1e-9));
    assertThat(ZetaFunctions.zeta(8, -3.5)).isCloseTo(512.0794067382812, within(1e-4));
  }

  @Test
  void hugeExponentsOverflowTheCorrectionsToNanAsInJax() {
    assertThat(ZetaFunctions.zeta(60, 1)).isCloseTo(1 + Math.pow(2, -60), within(1e-16));
    assertThat(ZetaFunctions.zeta(1e30, 2)).isNaN();
    assertThat(ZetaFunctions.zeta(3e38, 0.5)).isNaN();
  }

  @Test
  void polygammaIsDigammaThenScaledZeta() {
    assertThat(ZetaFunctions.polygamma(0, 2.5)).isEqualTo(SpecialFunctions.digamma(2.5));
    assertThat(ZetaFunctions.polygamma(1, 1)).isCloseTo(PI2 / 6, within(1e-14));
    assertThat(ZetaFunctions.polygamma(1, 0.5)).isCloseTo(PI2 / 2, within(1e-14));
    assertThat(ZetaFunctions.polygamma(2, 1)).isCloseTo(-2 * APERY, within(1e-14));
    assertThat(ZetaFunctions.polygamma(1.5, 1)).isNaN();
    assertThat(ZetaFunctions.polygamma(-1, 1)).isNaN();
  }

  @Test
  void theFloatKernelRoundsTheDoubleOnce() {
    float[] out = new float[2];
    TileKernels.binaryFloat(BinaryOp.Kind.ZETA, DType.F32, new float[] {2f, 3f}, 0, new float[] {1f, 1f}, 0, out, 0,
        2);
    assertThat(out).containsExactly((float) (PI2 / 6), (float) APERY);
    TileKernels.binaryFloat(BinaryOp.Kind.POLYGAMMA, DType.F32, new float[] {1f, 2f}, 0, new float[] {1f, 1f}, 0,
        out, 0, 2);
    assertThat(out).containsExactly((float) (PI2 / 6), (float) (-2 * APERY));
  }
}
