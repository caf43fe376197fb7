export { BarChart, type BarChartDatum, type BarChartProps } from './bar-chart';
export { DonutChart, Gauge, type DonutChartProps, type DonutSegment, type GaugeProps } from './donut-chart';
