/** ATV/UTV models that parts are listed as fitting ("Passer til Polaris Sportsman 570 2021-2024"). */
export interface VehicleModel {
  make: string;
  model: string;
  from: number;
  to: number;
}

const v = (make: string, model: string, from: number, to: number): VehicleModel => ({
  make,
  model,
  from,
  to,
});

export const VEHICLES: readonly VehicleModel[] = [
  v('Polaris', 'Sportsman 450', 2016, 2024),
  v('Polaris', 'Sportsman 570', 2014, 2024),
  v('Polaris', 'Sportsman 850', 2017, 2024),
  v('Polaris', 'Sportsman XP 1000', 2015, 2024),
  v('Polaris', 'Ranger 1000', 2018, 2024),
  v('Polaris', 'RZR XP 1000', 2014, 2023),
  v('Can-Am', 'Outlander 570', 2016, 2024),
  v('Can-Am', 'Outlander 650', 2013, 2024),
  v('Can-Am', 'Outlander 1000R', 2013, 2024),
  v('Can-Am', 'Defender HD10', 2017, 2024),
  v('Can-Am', 'Maverick X3', 2017, 2024),
  v('Yamaha', 'Grizzly 700', 2016, 2024),
  v('Yamaha', 'Kodiak 450', 2018, 2024),
  v('Yamaha', 'Kodiak 700', 2016, 2024),
  v('Yamaha', 'Wolverine X2', 2019, 2024),
  v('Honda', 'TRX420 Rancher', 2015, 2024),
  v('Honda', 'TRX520 Foreman', 2020, 2024),
  v('Honda', 'TRX700 Rubicon', 2022, 2024),
  v('Honda', 'Pioneer 1000', 2016, 2024),
  v('Suzuki', 'KingQuad 500AXi', 2014, 2024),
  v('Suzuki', 'KingQuad 750AXi', 2014, 2024),
  v('Kawasaki', 'Brute Force 750', 2012, 2024),
  v('Kawasaki', 'Mule Pro-FXT', 2015, 2024),
  v('CFMoto', 'CForce 450', 2018, 2024),
  v('CFMoto', 'CForce 520', 2017, 2024),
  v('CFMoto', 'CForce 625', 2019, 2024),
  v('CFMoto', 'CForce 850', 2020, 2024),
  v('CFMoto', 'CForce 1000', 2019, 2024),
  v('CFMoto', 'UForce 1000', 2020, 2024),
  v('Arctic Cat', 'Alterra 600', 2020, 2023),
  v('TGB', 'Blade 600 LT', 2016, 2024),
  v('TGB', 'Blade 1000 LT', 2019, 2024),
  v('Kymco', 'MXU 550i', 2015, 2023),
  v('Kymco', 'MXU 700i', 2014, 2023),
  v('Linhai', 'LH 570', 2019, 2024),
  v('Segway', 'Snarler AT6', 2021, 2024),
  v('Goes', 'Cobalt 550', 2018, 2024),
  v('Access', 'Shade Xtreme 850', 2019, 2024),
  v('Massimo', 'MSU 500', 2018, 2023),
];
