/**
 * A raw amount in kroner as a Norwegian shop price in øre, whole kroner ending the way shops
 * price things: 79,-  149,-  1 249,-  1 290,-  4 990,-  12 990,-.
 */
export function shopPriceOre(kr: number): number {
  const rounded =
    kr < 100
      ? Math.max(49, Math.round(kr / 10) * 10 - 1)
      : kr < 1000
        ? Math.round(kr / 50) * 50 - 1
        : kr < 5000
          ? Math.round(kr / 50) * 50 - (Math.round(kr / 50) % 2 === 0 ? 10 : 1)
          : Math.round(kr / 500) * 500 - 10;
  return rounded * 100;
}

/** Package price: about 10 % under the parts, still a shop price and always below their sum. */
export function packagePriceOre(sumOre: number): number {
  const price = shopPriceOre((sumOre * 0.9) / 100);
  return price < sumOre ? price : Math.max(100, sumOre - 100);
}
