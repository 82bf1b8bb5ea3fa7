package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.TensorType;

/**
 * What {@link MlirParser} produces: a module of functions whose bodies are ops with their
 * operands, attributes, regions and declared types, in one normalized shape whether the text
 * used an op's custom ("pretty") syntax or the generic form.
 */
final class MlirAst {
  private MlirAst() {}

  /** A position in the MLIR text (1-based). */
  record Pos(int line, int column) {}

  // ------------------------------------------------------------------------------------ types

  sealed interface Type permits Tensor, Function, Tuple, Other {}

  /** A ranked static tensor of a supported element type. */
  /**
   * A ranked tensor type. A complex tensor ({@code complex<f32>} elements) is held as f32 with a trailing dimension
   * of 2 (real, imaginary: complex64's own bytes), {@code complex} marking it so that ops on it are lowered to real
   * arithmetic ({@link ComplexImport}).
   */
  record Tensor(TensorType type, boolean complex) implements Type {
    Tensor(TensorType type) {
      this(type, false);
    }
  }

  record Function(List<Type> inputs, List<Type> results) implements Type {}

  /** {@code tuple<t1, t2, ...>} (mhlo-style exports; see {@link TupleImport}). */
  record Tuple(List<Type> elements) implements Type {}

  /**
   * Any other type (scalar i32 in {@code 1 : i32}, {@code !stablehlo.token}, unsupported tensors):
   * kept as text; using it where a tensor is needed is an error naming {@code why}.
   */
  record Other(String text, String why) implements Type {}

  // ------------------------------------------------------------------------------------ attributes

  sealed interface Attr
      permits IntAttr, FloatAttr, BoolAttr, StringAttr, SymbolAttr, KeywordAttr, UnitAttr, ArrayAttr,
      DenseArrayAttr, PairAttr, DictAttr, DenseAttr, TypeAttr, DialectAttr, OpaqueAttr {}

  record IntAttr(long value) implements Attr {}

  record FloatAttr(double value) implements Attr {}

  record BoolAttr(boolean value) implements Attr {}

  record StringAttr(String value) implements Attr {}

  record SymbolAttr(String name) implements Attr {}

  /** A bare word: HIGHEST, GT, FLOAT, tf32. */
  record KeywordAttr(String word) implements Attr {}

  record UnitAttr() implements Attr {}

  record ArrayAttr(List<Attr> elements) implements Attr {}

  /** {@code array<i64: 1, 2>}. */
  record DenseArrayAttr(String elementType, long[] values) implements Attr {}

  /** The custom syntax {@code [0] x [1]} of dot_general's dimension lists. */
  record PairAttr(Attr lhs, Attr rhs) implements Attr {}

  record DictAttr(Map<String, Attr> entries) implements Attr {}

  /** {@code dense<...> : type}; the type is null when the text gives none. */
  record DenseAttr(DenseLiteral literal, Type type, Pos pos) implements Attr {}

  record TypeAttr(Type type) implements Attr {}

  /**
   * {@code #stablehlo<precision HIGHEST>} (name "stablehlo", words [precision, HIGHEST]) or
   * {@code #stablehlo.dot<lhs_contracting_dimensions = [1], ...>} (fields).
   */
  record DialectAttr(String name, List<String> words, Map<String, Attr> fields) implements Attr {}

  /** An attribute the importer has no use for, kept as its spelling ({@code affine_map<...>}). */
  record OpaqueAttr(String text) implements Attr {}

  // ------------------------------------------------------------------------------------ dense literals

  /**
   * The body of {@code dense<...>}: a hex string ({@code "0x0000803F"}) or nested lists of
   * elements; an element is a number token's text (with its sign), {@code true}/{@code false}
   * or a hex integer giving raw bits.
   */
  record DenseLiteral(String hexBytes, Object elements) {}

  /** One element of a dense literal and where it was written. */
  record DenseElement(String text, Pos pos) {}

  /** A complex element {@code (re, im)} of a dense literal: the last two entries of a complex tensor's pair axis. */
  record ComplexElement(DenseElement re, DenseElement im) {}

  // ------------------------------------------------------------------------------------ ops

  /**
   * One op. {@code operands} and {@code results} are value names ({@code %0}, {@code %1#1}),
   * results of a multi-result definition {@code %1:2} being expanded to {@code %1#0, %1#1}.
   * Declared types: {@code functionalType} when the text gave {@code (a, b) -> r}, else
   * {@code plainTypes} as listed after the colon (e.g. one type for elementwise ops).
   */
  static final class Op {
    final String name;
    final Pos pos;
    final boolean generic;
    final List<String> results = new ArrayList<>();
    final List<String> operands = new ArrayList<>();
    final Map<String, Attr> attributes = new LinkedHashMap<>();
    /** Bare words in the custom syntax, e.g. GT and FLOAT of a compare. */
    final List<String> keywords = new ArrayList<>();
    final List<Region> regions = new ArrayList<>();
    Function functionalType;
    final List<Type> plainTypes = new ArrayList<>();
    /** func.call's callee. */
    String callee;
    /**
     * True for an op in custom syntax the parser has no grammar for: its text was skipped (only
     * its name, results and position are known), so the importer can list it with the others.
     */
    boolean skipped;

    Op(String name, Pos pos, boolean generic) {
      this.name = name;
      this.pos = pos;
      this.generic = generic;
    }

    @Override
    public String toString() {
      return name + " at line " + pos.line();
    }
  }

  /** A single-block region: block arguments and ops. */
  static final class Region {
    final List<String> argNames = new ArrayList<>();
    final List<Type> argTypes = new ArrayList<>();
    final List<Op> ops = new ArrayList<>();
  }

  static final class Func {
    final String name;
    final Pos pos;
    String visibility = "public";
    final List<String> argNames = new ArrayList<>();
    final List<Type> argTypes = new ArrayList<>();
    final List<Type> resultTypes = new ArrayList<>();
    final List<Op> body = new ArrayList<>();

    Func(String name, Pos pos) {
      this.name = name;
      this.pos = pos;
    }
  }

  static final class Module {
    final Map<String, Func> functions = new LinkedHashMap<>();
    /** The module's own attributes ({@code mhlo.num_partitions = 1 : i32}, ...). */
    final Map<String, Attr> attributes = new LinkedHashMap<>();
  }
}
