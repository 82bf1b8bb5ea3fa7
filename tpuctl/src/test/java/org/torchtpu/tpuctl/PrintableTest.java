package org.torchtpu.tpuctl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * What a tenant typed (a job's name, its CompleteJob message as the job's reason) reaches an operator's terminal
 * through {@code tpuctl jobs list/get/watch}: it prints on its own line, escaped, never as extra rows or terminal
 * escape sequences.
 */
class PrintableTest {
  @Test
  void controlAndFormatCharactersAreEscapedAndOtherTextIsKept() {
    assertThat(Printable.of("run 7 (λ=0.1) 訓練")).isEqualTo("run 7 (λ=0.1) 訓練");
    assertThat(Printable.of("a\nb\r\tc")).isEqualTo("a\\nb\\r\\tc");
    assertThat(Printable.of("\u001b[2J\u001b]0;x\u0007")).isEqualTo("\\u001b[2J\\u001b]0;x\\u0007");
    assertThat(Printable.of("x\u202Eevil\u200B\u009b")).isEqualTo("x\\u202eevil\\u200b\\u009b");
    assertThat(Printable.of(null)).isEqualTo("null");
  }

  /** A reason with a newline made a second row naming another tenant's job in the operator's table. */
  @Test
  void aTableCellCannotAddRows() {
    Table t = new Table("JOB", "TENANT", "REASON");
    t.row("job-m", "mallory", "failed: oom\njob-b  bob  cancelled by operator");
    StringWriter out = new StringWriter();
    t.print(new PrintWriter(out, true));
    String[] lines = out.toString().split("\n");
    assertThat(lines).hasSize(2);
    assertThat(lines[1]).startsWith("job-m").contains("mallory").contains("failed: oom\\njob-b  bob");
  }
}
