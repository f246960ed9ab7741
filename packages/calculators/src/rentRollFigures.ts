/**
 * What a self-storage rent roll says about a facility (issue 44, decision 0052): the unit mix,
 * physical and economic occupancy, and the gap between street and in-place rates. Pure, money in
 * integer cents (monthly, as rent rolls state rates); shares are fractions of 1 computed from
 * integers, rounded only for display.
 */

export const UNIT_TYPES = ["climate-controlled", "interior", "drive-up", "parking", "locker", "other"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  "climate-controlled": "Climate-controlled",
  interior: "Interior (not climate-controlled)",
  "drive-up": "Drive-up",
  parking: "Parking",
  locker: "Locker",
  other: "Other",
};

/** One row of a rent roll: one rentable unit. */
export interface RentRollUnit {
  unit: string;
  /** Feet, when the rent roll gives the size as width × depth. */
  widthFt: number | null;
  depthFt: number | null;
  /** Rentable square feet (width × depth when the roll gives only those). */
  areaSqFt: number;
  type: UnitType;
  /** Monthly street (asking) rate, cents. */
  streetRateCents: number;
  /** Monthly rent the tenant pays, cents; 0 for a vacant unit. */
  rentPaidCents: number;
  /** ISO date, or null for a vacant unit or a roll without the column. */
  moveIn: string | null;
  occupied: boolean;
}

/** A size and type of unit and how many the facility has. */
export interface UnitMixGroup {
  type: UnitType;
  /** "10 × 10" from width × depth, else "100 sq ft". */
  size: string;
  units: number;
  areaSqFt: number;
  occupiedUnits: number;
  shareOfUnits: number;
  shareOfArea: number;
  /** Average monthly street rate of the group, cents (rounded). */
  averageStreetRateCents: number;
}

/** Occupancy and rent of one unit type (or the whole facility). */
export interface OccupancyFigures {
  units: number;
  occupiedUnits: number;
  areaSqFt: number;
  occupiedAreaSqFt: number;
  /** Every unit at its street rate, monthly cents. */
  potentialRentCents: number;
  /** Street rate of the occupied units, monthly cents. */
  occupiedStreetRentCents: number;
  /** Rent paid, monthly cents. */
  rentPaidCents: number;
  physicalByUnits: number;
  physicalByArea: number;
  /** Rent paid over potential rent at street rates. */
  economic: number;
}

export interface RateGap {
  /** Street rate of the occupied units less the rent they pay, monthly cents (negative when tenants pay above street). */
  monthlyGapCents: number;
  /** That gap as a share of the occupied units' street rent. */
  gapShare: number;
  /** What raising every tenant below street to street would add, a year, cents (tenants above street keep their rent). */
  annualMoveToStreetCents: number;
  /** Tenants paying more than 10 % below street. */
  tenantsFarBelowStreet: number;
  /** Their share of the occupied units. */
  shareFarBelowStreet: number;
}

export interface RentRollFigures {
  unitMix: UnitMixGroup[];
  byType: ({ type: UnitType } & OccupancyFigures)[];
  occupancy: OccupancyFigures;
  rateGap: RateGap;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Drawn dimensions without float noise: 7.5 stays "7.5". */
const feet = (value: number) => String(Math.round(value * 100) / 100);

export function unitSize(unit: Pick<RentRollUnit, "widthFt" | "depthFt" | "areaSqFt">): string {
  if (unit.widthFt !== null && unit.depthFt !== null) return `${feet(unit.widthFt)} × ${feet(unit.depthFt)}`;
  return `${feet(unit.areaSqFt)} sq ft`;
}

export function occupancyOf(units: readonly RentRollUnit[]): OccupancyFigures {
  let occupiedUnits = 0;
  let areaSqFt = 0;
  let occupiedAreaSqFt = 0;
  let potentialRentCents = 0;
  let occupiedStreetRentCents = 0;
  let rentPaidCents = 0;
  for (const unit of units) {
    areaSqFt += unit.areaSqFt;
    potentialRentCents += unit.streetRateCents;
    if (!unit.occupied) continue;
    occupiedUnits += 1;
    occupiedAreaSqFt += unit.areaSqFt;
    occupiedStreetRentCents += unit.streetRateCents;
    rentPaidCents += unit.rentPaidCents;
  }
  return {
    units: units.length,
    occupiedUnits,
    areaSqFt,
    occupiedAreaSqFt,
    potentialRentCents,
    occupiedStreetRentCents,
    rentPaidCents,
    physicalByUnits: share(occupiedUnits, units.length),
    physicalByArea: share(occupiedAreaSqFt, areaSqFt),
    economic: share(rentPaidCents, potentialRentCents),
  };
}

/** More than 10 % below street: (street − paid) / street > 0.10, in integers. */
export const isFarBelowStreet = (unit: Pick<RentRollUnit, "streetRateCents" | "rentPaidCents">) =>
  10 * (unit.streetRateCents - unit.rentPaidCents) > unit.streetRateCents;

export function rateGapOf(units: readonly RentRollUnit[]): RateGap {
  const occupied = units.filter((unit) => unit.occupied);
  const street = occupied.reduce((sum, unit) => sum + unit.streetRateCents, 0);
  const paid = occupied.reduce((sum, unit) => sum + unit.rentPaidCents, 0);
  const raise = occupied.reduce((sum, unit) => sum + Math.max(0, unit.streetRateCents - unit.rentPaidCents), 0);
  const far = occupied.filter(isFarBelowStreet).length;
  return {
    monthlyGapCents: street - paid,
    gapShare: share(street - paid, street),
    annualMoveToStreetCents: raise * 12,
    tenantsFarBelowStreet: far,
    shareFarBelowStreet: share(far, occupied.length),
  };
}

export function unitMixOf(units: readonly RentRollUnit[]): UnitMixGroup[] {
  const totalArea = units.reduce((sum, unit) => sum + unit.areaSqFt, 0);
  const groups = new Map<string, { type: UnitType; size: string; members: RentRollUnit[] }>();
  for (const unit of units) {
    const size = unitSize(unit);
    const key = `${unit.type}\u0000${size}`;
    const group = groups.get(key) ?? { type: unit.type, size, members: [] };
    group.members.push(unit);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ type, size, members }) => {
      const areaSqFt = members.reduce((sum, unit) => sum + unit.areaSqFt, 0);
      const street = members.reduce((sum, unit) => sum + unit.streetRateCents, 0);
      return {
        type,
        size,
        units: members.length,
        areaSqFt,
        occupiedUnits: members.filter((unit) => unit.occupied).length,
        shareOfUnits: share(members.length, units.length),
        shareOfArea: share(areaSqFt, totalArea),
        averageStreetRateCents: Math.round(street / members.length),
      };
    })
    .sort(
      (a, b) =>
        UNIT_TYPES.indexOf(a.type) - UNIT_TYPES.indexOf(b.type) ||
        a.areaSqFt / a.units - b.areaSqFt / b.units ||
        a.size.localeCompare(b.size),
    );
}

export function rentRollFigures(units: readonly RentRollUnit[]): RentRollFigures {
  const byType = UNIT_TYPES.map((type) => ({ type, units: units.filter((unit) => unit.type === type) }))
    .filter((entry) => entry.units.length > 0)
    .map((entry) => ({ type: entry.type, ...occupancyOf(entry.units) }));
  return { unitMix: unitMixOf(units), byType, occupancy: occupancyOf(units), rateGap: rateGapOf(units) };
}
