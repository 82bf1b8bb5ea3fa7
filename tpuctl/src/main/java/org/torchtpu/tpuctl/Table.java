package org.torchtpu.tpuctl;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** Left-aligned text columns sized to their widest cell. */
final class Table {
  private final List<String[]> rows = new ArrayList<>();

  Table(String... header) {
    rows.add(header);
  }

  Table row(Object... cells) {
    String[] r = new String[cells.length];
    for (int i = 0; i < cells.length; i++) {
      r[i] = Printable.of(cells[i]); // a cell is one line: no text a service returns can add rows or move the cursor
    }
    rows.add(r);
    return this;
  }

  void print(PrintWriter out) {
    int columns = rows.get(0).length;
    int[] width = new int[columns];
    for (String[] r : rows) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], r[c].length());
      }
    }
    for (String[] r : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        line.append(r[c]);
        if (c < columns - 1) {
          line.append(" ".repeat(width[c] - r[c].length() + 2));
        }
      }
      out.println(line.toString().stripTrailing());
    }
  }
}
