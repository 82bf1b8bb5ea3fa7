package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CholeskyOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;
import org.torchtpu.api.v1.HouseholderProductOp;
import org.torchtpu.api.v1.LuOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.QrOp;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TriangularSolveOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.BoolAttr;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * Linear algebra as exporters spell it. For TPU, JAX lowers {@code jnp.linalg.cholesky} and {@code solve_triangular}
 * to StableHLO's {@code cholesky} and {@code triangular_solve}; for CPU it calls LAPACK through custom calls:
 * {@code @lapack_spotrf_ffi(a) -> (factor, info)} with {@code mhlo.backend_config = {uplo = 76 : ui8}} ('L' or 'U'),
 * and {@code @lapack_strsm_ffi(a, b) -> x} with side, uplo, trans_x and diag as ASCII codes ('L'/'R', 'L'/'U',
 * 'N'/'T'/'C', 'N'/'U'). Both become the op set's cholesky and triangular_solve. LU ({@code jnp.linalg.solve},
 * {@code inv}, {@code slogdet}, {@code det}) is {@code @lapack_sgetrf_ffi(a) -> (lu, 1-based pivots, info)} on CPU and
 * {@code @LuDecomposition(a) -> (lu, 0-based pivots, permutation)} on TPU; both become the op set's lu. QR
 * ({@code jnp.linalg.qr}, Flax's orthogonal initializer) is {@code @lapack_sgeqrf_ffi} or {@code @Qr} (a -> (a', taus))
 * then {@code @lapack_sorgqr_ffi} or {@code @ProductOfElementaryHouseholderReflectors} ((a', taus) -> q): the op
 * set's qr and householder_product. {@code jnp.linalg.eigh} is {@code @lapack_ssyevd_ffi {mode, uplo} (a) -> (vectors,
 * values, info)} on CPU and {@code @Eigh(a) {backend_config = "lower,sort,max_iter,tol"} -> (vectors, values)} on
 * TPU: the op set's eigh (info 0: Jacobi always converges).
 */
final class LinalgImport {
  static final String CHOLESKY = "stablehlo.cholesky";
  static final String TRIANGULAR_SOLVE = "stablehlo.triangular_solve";
  /** The LAPACK custom calls (float32 only: JAX's default precision) this class lowers. */
  static final Set<String> CUSTOM_CALLS = Set.of("lapack_spotrf_ffi", "lapack_strsm_ffi", "lapack_sgetrf_ffi",
      "LuDecomposition", "lapack_sgeqrf_ffi", "Qr", "lapack_sorgqr_ffi", "ProductOfElementaryHouseholderReflectors",
      "lapack_ssyevd_ffi", "Eigh", "lapack_sgesdd_ffi");

  private final StableHloImporter im;

  LinalgImport(StableHloImporter im) {
    this.im = im;
  }

  static boolean handles(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call")
        && op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s && CUSTOM_CALLS.contains(s.value());
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    switch (op.name) {
      case CHOLESKY -> cholesky(op, env, bool(op, "lower", false), false);
      case TRIANGULAR_SOLVE -> triangularSolve(op, env, TriangularSolveOp.newBuilder()
          .setLeftSide(bool(op, "left_side", null))
          .setLower(bool(op, "lower", null))
          .setTransposeA(transposeA(op))
          .setUnitDiagonal(bool(op, "unit_diagonal", null)));
      default -> {
        String target = ((MlirAst.StringAttr) op.attributes.get("call_target_name")).value();
        if (target.equals("lapack_sgetrf_ffi") || target.equals("LuDecomposition")) {
          lu(op, env, target.equals("lapack_sgetrf_ffi"));
        } else if (target.equals("lapack_sgeqrf_ffi") || target.equals("Qr")) {
          qr(op, env);
        } else if (target.equals("lapack_sorgqr_ffi") || target.equals("ProductOfElementaryHouseholderReflectors")) {
          List<Value> in = StableHloImporter.operands(op, env, 2);
          im.finish(op, env, in, im.emit(op, Op.newBuilder().setHouseholderProduct(
              HouseholderProductOp.getDefaultInstance()), in));
        } else if (target.equals("lapack_ssyevd_ffi")) {
          lapackChar(op, "mode", "VN");
          eigh(op, env, lapackChar(op, "uplo", "LU") == 'L', true);
        } else if (target.equals("lapack_sgesdd_ffi")) {
          svd(op, env);
        } else if (target.equals("Eigh")) {
          eigh(op, env, tpuEighLower(op), false);
        } else if (target.equals("lapack_spotrf_ffi")) {
          cholesky(op, env, lapackChar(op, "uplo", "LU") == 'L', true);
        } else {
          triangularSolve(op, env, TriangularSolveOp.newBuilder()
              .setLeftSide(lapackChar(op, "side", "LR") == 'L')
              .setLower(lapackChar(op, "uplo", "LU") == 'L')
              .setTransposeA(lapackChar(op, "trans_x", "NTC") != 'N')
              .setUnitDiagonal(lapackChar(op, "diag", "NU") == 'U'));
        }
      }
    }
  }

  /** StableHLO's cholesky has the factor as its one result; LAPACK's potrf adds info. */
  private void cholesky(MlirAst.Op op, Map<String, Value> env, boolean lower, boolean withInfo) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    int count = withInfo ? 2 : 1;
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, count);
    if (sig.results().size() != count) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the op has "
          + count);
    }
    List<Value> results = im.emitAll(op, Op.newBuilder().setCholesky(CholeskyOp.newBuilder().setLower(lower)), in, 2);
    for (int i = 0; i < count; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /** LAPACK's getrf gives (lu, pivots counted from 1, info); TPU's LuDecomposition (lu, pivots, permutation). */
  private void lu(MlirAst.Op op, Map<String, Value> env, boolean lapack) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, 3);
    if (sig.results().size() != 3) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the call "
          + "has 3");
    }
    List<Value> lu = im.emitAll(op, Op.newBuilder().setLu(LuOp.getDefaultInstance()), in, 4);
    List<Value> results;
    if (lapack) {
      Value one = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.scalar(1L, DType.S32))), List.of());
      Value ones = im.broadcastScalar(op, one, lu.get(1).type());
      Value pivots = im.emit(op, StableHloImporter.binaryOp(BinaryOp.Kind.ADD), List.of(lu.get(1), ones));
      results = List.of(lu.get(0), pivots, lu.get(3));
    } else {
      results = lu.subList(0, 3);
    }
    for (int i = 0; i < 3; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  private void qr(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, 2);
    if (sig.results().size() != 2) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the call "
          + "has 2");
    }
    List<Value> results = im.emitAll(op, Op.newBuilder().setQr(QrOp.getDefaultInstance()), in, 2);
    for (int i = 0; i < 2; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /** LAPACK's syevd adds info (always 0 here) to the vectors and values. */
  private void eigh(MlirAst.Op op, Map<String, Value> env, boolean lower, boolean withInfo) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    int count = withInfo ? 3 : 2;
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, count);
    if (sig.results().size() != count) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the call "
          + "has " + count);
    }
    List<Value> results = new ArrayList<>(im.emitAll(op, Op.newBuilder().setEigh(
        EighOp.newBuilder().setLower(lower)), in, 2));
    if (withInfo) {
      // one s32 per matrix of the batch, as potrf's and getrf's info; checked against the declared type below
      TensorType a = in.get(0).type();
      TensorType info = TensorType.newBuilder().setDtype(DType.S32)
          .addAllDims(a.getDimsList().subList(0, Math.max(0, a.getDimsCount() - 2))).build();
      Value zero = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.scalar(0L, DType.S32))), List.of());
      results.add(im.broadcastScalar(op, zero, info));
    }
    for (int i = 0; i < count; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /**
   * LAPACK's gesdd: {@code (a) -> (a overwritten, s, u, vt, info)}, mode 'S' reduced, 'A' full, 'N' values only (JAX
   * then ignores u and vt, which the text still declares, m x m and n x n: zeros here). The overwritten a is a
   * scratch JAX never reads: it gets a's value.
   */
  private void svd(MlirAst.Op op, Map<String, Value> env) {
    char mode = lapackChar(op, "mode", "SAN");
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Signature sig = DeclaredTypes.signature(op, 1);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, 5);
    if (sig.results().size() != 5) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types, the call "
          + "has 5");
    }
    List<Value> svd = im.emitAll(op, Op.newBuilder().setSvd(SvdOp.newBuilder().setFullMatrices(mode == 'A')), in, 3);
    Value zero = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(0L, DType.S32))), List.of());
    Value info = im.broadcastScalar(op, zero, sig.results().get(4));
    List<Value> results;
    if (mode == 'N') {
      Value zeroF = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
          .setValue(LiteralCodec.scalar(0.0, DType.F32))), List.of());
      results = List.of(in.get(0), svd.get(0), im.broadcastScalar(op, zeroF, sig.results().get(2)),
          im.broadcastScalar(op, zeroF, sig.results().get(3)), info);
    } else {
      results = List.of(in.get(0), svd.get(0), svd.get(1), svd.get(2), info);
    }
    for (int i = 0; i < 5; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /** TPU's Eigh options "lower,sort_eigenvalues,max_iter,tol": the triangle (the values are always sorted here). */
  private static boolean tpuEighLower(MlirAst.Op op) {
    String config = op.attributes.get("backend_config") instanceof MlirAst.StringAttr s ? s.value() : "";
    String[] fields = config.split(",");
    if (fields.length < 1 || !(fields[0].equals("0") || fields[0].equals("1"))) {
      throw error(op, "invalid " + op.name, "needs backend_config \"lower,sort_eigenvalues,max_iter,tol\" with lower "
          + "0 or 1, got \"" + config + "\"");
    }
    return fields[0].equals("1");
  }

  private void triangularSolve(MlirAst.Op op, Map<String, Value> env, TriangularSolveOp.Builder solve) {
    List<Value> in = StableHloImporter.operands(op, env, 2);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setTriangularSolve(solve), in));
  }

  private static boolean bool(MlirAst.Op op, String name, Boolean absent) {
    Attr a = op.attributes.get(name);
    if (a instanceof BoolAttr b) {
      return b.value();
    }
    if (a instanceof KeywordAttr k && (k.word().equals("true") || k.word().equals("false"))) {
      return k.word().equals("true");
    }
    if (a == null && absent != null) {
      return absent;
    }
    throw error(op, "invalid " + op.name, "needs " + name + " = true or false" + (a == null ? "" : ", got " + a));
  }

  /** NO_TRANSPOSE, TRANSPOSE or ADJOINT (the same for real values). */
  private static boolean transposeA(MlirAst.Op op) {
    Attr a = op.attributes.get("transpose_a");
    String word = a instanceof DialectAttr d && !d.words().isEmpty() ? d.words().get(d.words().size() - 1)
        : a instanceof KeywordAttr k ? k.word() : null;
    if (word == null || !Set.of("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT").contains(word)) {
      throw error(op, "invalid " + op.name, "needs transpose_a = #stablehlo<transpose NO_TRANSPOSE, TRANSPOSE or "
          + "ADJOINT>, got " + a);
    }
    return !word.equals("NO_TRANSPOSE");
  }

  /** A LAPACK option of the call's {@code mhlo.backend_config}, an ASCII code (76 : ui8 is 'L'). */
  private static char lapackChar(MlirAst.Op op, String name, String allowed) {
    Attr config = op.attributes.get("mhlo.backend_config");
    Attr a = config instanceof MlirAst.DictAttr d ? d.entries().get(name) : null;
    if (a instanceof IntAttr i && i.value() >= 0 && i.value() < 128 && allowed.indexOf((char) i.value()) >= 0) {
      return (char) i.value();
    }
    throw error(op, "invalid " + op.name, "needs mhlo.backend_config's " + name + " to be the ASCII code of one of "
        + allowed.chars().mapToObj(c -> "'" + (char) c + "' (" + c + ")").toList() + ", got " + a);
  }
}
